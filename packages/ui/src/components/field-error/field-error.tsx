import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { CircleAlertIcon as CircleAlert } from '../../internal/small-icons.tsx';

export interface FieldErrorProps extends ComponentPropsWithRef<'p'> {}

/**
 * A validation message announced as soon as it appears (role="alert"). Renders nothing without
 * children, so a field can always mount it and only pass the message when there is one.
 */
export function FieldError({ children, className, ...props }: FieldErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p
      role="alert"
      className={clsx('flex items-start gap-1 font-semibold text-danger-strong text-sm', className)}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
