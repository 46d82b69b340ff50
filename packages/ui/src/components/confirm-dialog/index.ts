export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
export { type ConfirmOptions, ConfirmProvider, useConfirm } from './confirm-provider.tsx';
