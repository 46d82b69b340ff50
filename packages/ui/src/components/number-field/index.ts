export { NumberField, type NumberFieldProps, parseDecimal } from './number-field.tsx';
