import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { InsideCardContext } from '../../internal/surface.ts';
import { IconButton } from '../icon-button/icon-button.tsx';

export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  title: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Accessible name and tooltip of the pen button ("Modifica dati anagrafici"). */
  editLabel?: string;
  /** Shows the pen button when given. */
  onEdit?: () => void;
  /** Other actions beside the edit button. */
  actions?: ReactNode;
}

/** A summary card (the patient record's blocks) with an optional edit action in its header. */
export function Card({
  title,
  headingLevel = 2,
  editLabel,
  onEdit,
  actions,
  className,
  children,
  ...props
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={clsx(
        'flex flex-col gap-3 rounded-lg border-2 border-brand-soft bg-white p-4 shadow-sm',
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-2">
        <Heading id={headingId} className="m-0 font-bold text-brand-strong text-lg">
          {title}
        </Heading>
        <div className="-mt-2 -mr-2 flex gap-1">
          {actions}
          {onEdit ? <IconButton icon="pen" label={editLabel} onClick={onEdit} /> : null}
        </div>
      </div>
      <div>
        <InsideCardContext value>{children}</InsideCardContext>
      </div>
    </section>
  );
}
