export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmOptions,
  ConfirmProvider,
  useConfirm,
} from './confirm-dialog.tsx';
