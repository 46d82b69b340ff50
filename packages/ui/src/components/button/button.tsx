import { Slot } from '@radix-ui/react-slot';
import { clsx } from 'clsx';
import type { ComponentPropsWithRef, MouseEvent } from 'react';

/** Visual variants, one table (conventions: variants in one table). */
const variantClasses = {
  primary: 'bg-brand text-white hover:bg-brand-strong disabled:bg-muted aria-busy:bg-muted',
  secondary:
    'border-2 border-brand bg-white text-brand hover:bg-brand-soft disabled:text-muted aria-busy:text-muted',
  // Hover darkens: the lighter --color-danger under white text is 4.39:1, under WCAG's 4.5:1.
  danger: 'bg-danger-strong text-white hover:brightness-90 disabled:bg-muted aria-busy:bg-muted',
  ghost: 'bg-transparent text-brand underline-offset-4 hover:underline',
} as const;

export type ButtonVariant = keyof typeof variantClasses;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** How prominent the action is. */
  variant?: ButtonVariant;
  /** Render the single child element (a link, say) with the button's look. */
  asChild?: boolean;
  /**
   * Its action is running (a download, a save): the button says so (aria-busy, aria-disabled) and
   * ignores presses, but keeps the keyboard focus, which a `disabled` button would drop to the
   * page body.
   */
  pending?: boolean;
}

/** A button at least 44 px tall (WCAG 2.2 target size, comfortable for older patients). */
export function Button({
  variant = 'primary',
  asChild = false,
  pending = false,
  className,
  type,
  onClick,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // A pending submit button must not submit its form again either.
    if (pending) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={clsx(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold transition-colors disabled:cursor-not-allowed aria-busy:cursor-progress',
        variantClasses[variant],
        className,
      )}
      {...(pending ? { 'aria-busy': true, 'aria-disabled': true } : {})}
      onClick={click}
      {...props}
    />
  );
}
