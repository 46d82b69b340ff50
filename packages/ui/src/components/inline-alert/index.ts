export { InlineAlert, type InlineAlertProps, type InlineAlertVariant } from './inline-alert.tsx';
