export { SubscriptionGateDialog, type SubscriptionGateDialogProps } from './subscription-gate-dialog.tsx';
