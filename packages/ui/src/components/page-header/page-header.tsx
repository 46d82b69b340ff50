import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface PageHeaderProps extends Omit<ComponentPropsWithRef<'header'>, 'title'> {
  /** The page's h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Page-level buttons (print, add). */
  actions?: ReactNode;
}

/**
 * The top of a page: its one h1, an optional lead line and page actions. The heading has the
 * signed-in pages' style (bold, 3xl, the brand colour), so a page built with it looks like its
 * neighbours (issue #37: the account pages looked bolted on).
 */
export function PageHeader({ title, description, actions, className, children, ...props }: PageHeaderProps) {
  return (
    <header className={clsx('flex flex-wrap items-end justify-between gap-3', className)} {...props}>
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="m-0 font-bold text-3xl text-brand">{title}</h1>
        {description ? <p className="m-0 break-words text-black">{description}</p> : null}
        {children}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
