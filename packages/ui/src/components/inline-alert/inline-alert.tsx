import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';

/** Variants in one table; every text colour keeps 4.5:1 on its background. */
const variants = {
  info: { icon: Info, classes: 'border-brand bg-brand-soft text-brand-strong' },
  success: { icon: CircleCheck, classes: 'border-ok bg-ok-soft text-ok' },
  warning: { icon: TriangleAlert, classes: 'border-warning bg-warning-soft text-warning-strong' },
  error: { icon: CircleAlert, classes: 'border-danger-strong bg-forbidden-soft text-danger-strong' },
} as const;

export type InlineAlertVariant = keyof typeof variants;

export interface InlineAlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  variant?: InlineAlertVariant;
  title?: ReactNode;
  /**
   * Announce it when it appears: errors and warnings as alerts, the rest as status. Leave it
   * false for messages that are on the page from the start (the drug-data notice).
   */
  live?: boolean;
  /** A button or link (retry, go to subscription). */
  action?: ReactNode;
}

/** A message inside the page, next to what it is about. */
export function InlineAlert({
  variant = 'info',
  title,
  live = false,
  action,
  className,
  children,
  ...props
}: InlineAlertProps) {
  const { icon: Icon, classes } = variants[variant];
  const role = live ? (variant === 'error' || variant === 'warning' ? 'alert' : 'status') : undefined;
  return (
    <div
      role={role}
      data-variant={variant}
      className={clsx('flex items-start gap-3 rounded-md border-2 border-l-8 p-3', classes, className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-1 flex-col gap-1">
        {title ? <p className="m-0 font-bold">{title}</p> : null}
        {children ? <div className="text-black">{children}</div> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
