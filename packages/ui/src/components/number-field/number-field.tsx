import { clsx } from 'clsx';
import { type ChangeEvent, type ComponentPropsWithRef, type ReactNode, useState } from 'react';
import { controlClasses, FieldShell, useFieldIds } from '../../internal/field.tsx';

/**
 * Reads what a person typed as a number, accepting the Italian decimal comma ("72,5").
 * Returns null for an empty or unreadable entry.
 */
export function parseDecimal(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

type InputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'name'
>;

export interface NumberFieldProps extends InputProps {
  label: ReactNode;
  /** The unit shown after the value and read with it ("kg", "mmHg"). */
  unit: string;
  description?: ReactNode;
  error?: ReactNode;
  /** The typed text (controlled). */
  value?: string;
  defaultValue?: string;
  /** The parsed number (null when empty or unreadable) and the raw text. */
  onValueChange?: (value: number | null, text: string) => void;
  /** Submits the parsed number with a dot decimal, through a hidden input. */
  name?: string;
  /** Allow decimals (inputMode decimal) or whole numbers only (inputMode numeric). */
  decimals?: boolean;
  className?: string;
}

/**
 * A clinical number input with its unit. It is a text input with a numeric keyboard rather than
 * type="number", so the scroll wheel and locale quirks can never change a value by accident
 * (conventions habit 5: clinical number inputs show the unit and ignore the scroll wheel).
 */
export function NumberField({
  label,
  unit,
  description,
  error,
  value,
  defaultValue,
  onValueChange,
  name,
  decimals = true,
  className,
  id,
  ...props
}: NumberFieldProps) {
  const ids = useFieldIds(id, Boolean(description), Boolean(error));
  const [uncontrolledText, setUncontrolledText] = useState(defaultValue ?? '');
  const text = value ?? uncontrolledText;
  const unitId = `${ids.controlId}-unit`;
  const parsed = parseDecimal(text);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setUncontrolledText(event.target.value);
    onValueChange?.(parseDecimal(event.target.value), event.target.value);
  }

  return (
    <FieldShell ids={ids} label={label} description={description} error={error} className={className}>
      <div className="flex items-stretch">
        <input
          id={ids.controlId}
          type="text"
          inputMode={decimals ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={text}
          onChange={handleChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={[unitId, ids.describedBy].filter(Boolean).join(' ')}
          className={clsx(controlClasses, 'rounded-r-none')}
          {...props}
        />
        <span
          id={unitId}
          className="inline-flex min-w-12 items-center justify-center rounded-r-md border-2 border-muted border-l-0 bg-ended-soft px-3 font-semibold text-black"
        >
          {unit}
        </span>
      </div>
      {name ? <input type="hidden" name={name} value={parsed === null ? '' : String(parsed)} /> : null}
    </FieldShell>
  );
}
