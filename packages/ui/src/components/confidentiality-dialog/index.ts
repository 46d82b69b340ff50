export { ConfidentialityDialog, type ConfidentialityDialogProps } from './confidentiality-dialog.tsx';
