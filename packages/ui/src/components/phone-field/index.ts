export { type ParsedPhone, PhoneField, type PhoneFieldProps, parsePhone } from './phone-field.tsx';
