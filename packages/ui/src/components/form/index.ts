export { Form, FormActions, type FormActionsProps, type FormProps } from './form.tsx';
