export { MoveDialog, type MoveDialogProps, type MoveReasonField, type MoveResult } from './move-dialog.tsx';
