import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';

const sizeClasses = { sm: 'size-5', md: 'size-8', lg: 'size-12' } as const;

export type LoadingIndicatorSize = keyof typeof sizeClasses;

export interface LoadingIndicatorProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** What is loading ("Caricamento dei dati"): the accessible name, always required. */
  label: string;
  /** Show the label next to the spinner as well (otherwise screen readers only). */
  showLabel?: boolean;
  size?: LoadingIndicatorSize;
}

/** A spinner inside a polite live region; the spin stops for people who prefer reduced motion. */
export function LoadingIndicator({
  label,
  showLabel = false,
  size = 'md',
  className,
  ...props
}: LoadingIndicatorProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={clsx('inline-flex items-center gap-2 text-brand', className)}
      {...props}
    >
      <LoaderCircle
        aria-hidden="true"
        className={clsx('animate-spin motion-reduce:animate-none', sizeClasses[size])}
      />
      <span className={showLabel ? 'text-black' : 'sr-only'}>{label}</span>
    </div>
  );
}
