import { DateField, useFutureDateReset } from './date-field.tsx';

/**
 * A birth date under the spec's future-date rule, on a fixed today (22/11/2026), with the spec's
 * message after a reset: for tests and stories only.
 */
export function BirthDateWithFutureRule() {
  const birth = useFutureDateReset('', '2026-11-22');
  return (
    <DateField
      {...birth.fieldProps}
      label="Data di nascita"
      error={birth.wasReset ? 'La data inserita non è valida!' : undefined}
    />
  );
}
