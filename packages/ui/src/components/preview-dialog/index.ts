export { PreviewDialog, type PreviewDialogProps } from './preview-dialog.tsx';
