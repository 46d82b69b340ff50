import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { FieldError } from '../components/field-error/field-error.tsx';

/** Shared look of every text-like control: 44 px tall, a border that keeps 3:1 against white. */
export const controlClasses =
  'block w-full min-h-11 rounded-md border-2 border-muted bg-white px-3 py-2 text-base text-black placeholder:text-muted aria-[invalid=true]:border-danger-strong disabled:cursor-not-allowed disabled:bg-ended-soft';

export interface FieldIds {
  controlId: string;
  descriptionId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

/** Ids that tie a control to its label, hint and error (aria-describedby lists hint then error). */
export function useFieldIds(id: string | undefined, hasDescription: boolean, hasError: boolean): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = hasDescription ? `${controlId}-description` : undefined;
  const errorId = hasError ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, descriptionId, errorId, describedBy };
}

export interface FieldShellProps {
  ids: FieldIds;
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  className?: string | undefined;
  /** Rendered after the label line, on the right (a character counter, say). */
  labelAside?: ReactNode;
  children: ReactNode;
}

/** Label above, control, hint, then the error announced by FieldError's role="alert". */
export function FieldShell({
  ids,
  label,
  description,
  error,
  className,
  labelAside,
  children,
}: FieldShellProps) {
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={ids.controlId} className="font-semibold text-black">
          {label}
        </label>
        {labelAside}
      </div>
      {children}
      {description ? (
        <p id={ids.descriptionId} className="text-muted text-sm">
          {description}
        </p>
      ) : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
