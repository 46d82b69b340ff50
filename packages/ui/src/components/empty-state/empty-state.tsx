import { clsx } from 'clsx';
import { Inbox, type LucideIcon } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** The next step (an add button). */
  action?: ReactNode;
  icon?: LucideIcon;
}

/** What a list or page shows when there is nothing yet, with the way forward. */
export function EmptyState({
  title,
  description,
  action,
  icon: Icon = Inbox,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-muted border-dashed p-6 text-center',
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" className="size-10 text-brand" />
      <p className="m-0 font-semibold text-black text-lg">{title}</p>
      {description ? <p className="m-0 text-muted">{description}</p> : null}
      {action ? <div className="pt-2">{action}</div> : null}
    </div>
  );
}
