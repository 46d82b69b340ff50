import { clsx } from 'clsx';
import { type ChangeEvent, type ComponentPropsWithRef, type ReactNode, useState } from 'react';
import { controlClasses, FieldShell, useFieldIds } from '../../internal/field.tsx';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** With maxLength, the counter's text; defaults to "used/max" in digits. */
  formatCounter?: (length: number, maxLength: number) => string;
  className?: string;
}

const defaultFormatCounter = (length: number, maxLength: number) => `${length}/${maxLength}`;

/** A labelled multi-line input; with maxLength it shows a character counter tied to the field. */
export function TextArea({
  label,
  description,
  error,
  formatCounter = defaultFormatCounter,
  className,
  id,
  maxLength,
  value,
  defaultValue,
  onChange,
  rows = 4,
  ...props
}: TextAreaProps) {
  const ids = useFieldIds(id, Boolean(description), Boolean(error));
  const [uncontrolledLength, setUncontrolledLength] = useState(String(defaultValue ?? '').length);
  const length = value === undefined ? uncontrolledLength : String(value).length;
  const counterId = `${ids.controlId}-counter`;
  const describedBy =
    [ids.describedBy, maxLength === undefined ? undefined : counterId].filter(Boolean).join(' ') || undefined;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  }

  const counter =
    maxLength === undefined ? null : (
      <span
        id={counterId}
        data-state={length >= maxLength ? 'full' : 'room'}
        className="text-muted text-sm data-[state=full]:font-semibold data-[state=full]:text-danger-strong"
      >
        {formatCounter(length, maxLength)}
      </span>
    );

  return (
    <FieldShell
      ids={ids}
      label={label}
      description={description}
      error={error}
      className={className}
      labelAside={counter}
    >
      <textarea
        id={ids.controlId}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(controlClasses, 'resize-y')}
        {...(value === undefined ? {} : { value })}
        {...(defaultValue === undefined ? {} : { defaultValue })}
        onChange={handleChange}
        {...props}
      />
    </FieldShell>
  );
}
