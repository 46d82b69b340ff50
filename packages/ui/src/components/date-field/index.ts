export {
  DateField,
  type DateFieldProps,
  type FutureDateReset,
  formatItalianDate,
  parseItalianDate,
  todayIso,
  useFutureDateReset,
} from './date-field.tsx';
