import { type ChangeEvent, type ComponentPropsWithRef, type ReactNode, useState } from 'react';
import { TextField } from '../text-field/text-field.tsx';

const italianDate = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** Reads an Italian day/month/year date ("7/3/1950", "07-03-1950") as ISO "1950-03-07"; null if not a real date. */
export function parseItalianDate(text: string): string | null {
  const match = italianDate.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Shows an ISO date as the Italian "DD/MM/YYYY". */
export function formatItalianDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** Today's date in the user's time zone, as ISO. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

type InputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'name' | 'max' | 'min'
>;

export interface DateFieldProps extends InputProps {
  label: ReactNode;
  /** ISO date ("1950-03-07") or "" (controlled). */
  value?: string;
  defaultValue?: string;
  /** While typing: the ISO date once the text is a complete real date, else null. */
  onValueChange?: (iso: string | null, text: string) => void;
  /** When the user leaves the field (blur): the ISO date or null. Rules like "not in the future" run here. */
  onCommit?: (iso: string | null) => void;
  /** Latest allowed ISO date; later dates are reported through onCommit for the app to handle. */
  max?: string;
  description?: ReactNode;
  error?: ReactNode;
  /** Submits the ISO date through a hidden input. */
  name?: string;
  className?: string;
}

/**
 * A date typed as day/month/year, shown the Italian way whatever the browser's language (a native
 * date input follows the browser's locale, which many patients' phones set to English).
 */
export function DateField({
  value,
  defaultValue = '',
  onValueChange,
  onCommit,
  max,
  name,
  onBlur,
  ...field
}: DateFieldProps) {
  const [text, setText] = useState(() => {
    const initial = value ?? defaultValue;
    return initial ? formatItalianDate(initial) : '';
  });
  const [syncedValue, setSyncedValue] = useState(value);
  // A controlled value changed from outside (a reset to today): show it, unless it is what the
  // text already says (the user is mid-way through typing).
  if (value !== syncedValue) {
    setSyncedValue(value);
    if (value !== undefined && value !== (parseItalianDate(text) ?? ''))
      setText(value ? formatItalianDate(value) : '');
  }
  const iso = parseItalianDate(text);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setText(event.target.value);
    onValueChange?.(parseItalianDate(event.target.value), event.target.value);
  }

  return (
    <>
      <TextField
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={handleChange}
        onBlur={(event) => {
          if (iso) setText(formatItalianDate(iso));
          onCommit?.(iso);
          onBlur?.(event);
        }}
        data-after-max={iso !== null && max !== undefined && iso > max ? '' : undefined}
        {...field}
      />
      {name ? <input type="hidden" name={name} value={iso ?? ''} /> : null}
    </>
  );
}

export interface FutureDateReset {
  /** Spread on DateField. */
  fieldProps: Pick<DateFieldProps, 'value' | 'onValueChange' | 'onCommit' | 'max'>;
  /** True after a future date was replaced by today: show the spec's message. */
  wasReset: boolean;
  value: string;
}

/**
 * The spec's future-date rule (part 1, section 5, patient edit): a date after today is invalid
 * and is reset to today. The reset happens when the user leaves the field, not mid-typing.
 */
export function useFutureDateReset(initialValue = '', today: string = todayIso()): FutureDateReset {
  const [value, setValue] = useState(initialValue);
  const [wasReset, setWasReset] = useState(false);
  return {
    value,
    wasReset,
    fieldProps: {
      value,
      max: today,
      onValueChange: (iso) => {
        setValue(iso ?? '');
        setWasReset(false);
      },
      onCommit: (iso) => {
        if (iso !== null && iso > today) {
          setValue(today);
          setWasReset(true);
        }
      },
    },
  };
}
