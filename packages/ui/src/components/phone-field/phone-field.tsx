import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { type ChangeEvent, type ComponentPropsWithRef, type ReactNode, useState } from 'react';
import { TextField } from '../text-field/text-field.tsx';

export interface ParsedPhone {
  /** +393331234567, or null when the text is not a possible number. */
  e164: string | null;
  valid: boolean;
  /** "+39 333 123 4567" when valid. */
  international: string | null;
}

/** Reads a phone number; without a + prefix it is taken as a number of defaultCountry. */
export function parsePhone(text: string, defaultCountry: CountryCode = 'IT'): ParsedPhone {
  const phone = parsePhoneNumberFromString(text, defaultCountry);
  if (!phone) return { e164: null, valid: false, international: null };
  const valid = phone.isValid();
  return { e164: phone.number, valid, international: valid ? phone.formatInternational() : null };
}

type InputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'name'
>;

export interface PhoneFieldProps extends InputProps {
  label: ReactNode;
  /** Country assumed when the number has no + prefix (Italy by default). */
  defaultCountry?: CountryCode;
  defaultValue?: string;
  onValueChange?: (phone: ParsedPhone, text: string) => void;
  description?: ReactNode;
  error?: ReactNode;
  /** Submits the E.164 number through a hidden input (empty when not valid). */
  name?: string;
  className?: string;
}

/** An international phone number field (libphonenumber-js); valid numbers are tidied on blur. */
export function PhoneField({
  defaultCountry = 'IT',
  defaultValue = '',
  onValueChange,
  name,
  onBlur,
  ...field
}: PhoneFieldProps) {
  const [text, setText] = useState(
    () => parsePhone(defaultValue, defaultCountry).international ?? defaultValue,
  );
  const parsed = parsePhone(text, defaultCountry);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setText(event.target.value);
    onValueChange?.(parsePhone(event.target.value, defaultCountry), event.target.value);
  }

  return (
    <>
      <TextField
        type="tel"
        autoComplete="tel"
        value={text}
        onChange={handleChange}
        onBlur={(event) => {
          if (parsed.international) setText(parsed.international);
          onBlur?.(event);
        }}
        {...field}
      />
      {name ? (
        <input type="hidden" name={name} value={parsed.valid && parsed.e164 ? parsed.e164 : ''} />
      ) : null}
    </>
  );
}
