import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { controlClasses, FieldShell, useFieldIds } from '../../internal/field.tsx';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** Visible label, always shown (placeholders are not labels). */
  label: ReactNode;
  /** A hint under the field, linked with aria-describedby. */
  description?: ReactNode;
  /** The validation message; when present the input is marked aria-invalid. */
  error?: ReactNode;
  /** Class of the wrapper (the input keeps the kit's look). */
  className?: string;
}

/** A labelled single-line input with hint and error. */
export function TextField({
  label,
  description,
  error,
  className,
  id,
  type = 'text',
  ...props
}: TextFieldProps) {
  const ids = useFieldIds(id, Boolean(description), Boolean(error));
  return (
    <FieldShell ids={ids} label={label} description={description} error={error} className={className}>
      <input
        id={ids.controlId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={clsx(controlClasses)}
        {...props}
      />
    </FieldShell>
  );
}
