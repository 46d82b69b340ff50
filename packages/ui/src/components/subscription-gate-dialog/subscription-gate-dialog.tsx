import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { actionsClasses } from '../../internal/dialog.ts';
import { AlertFrame } from '../../internal/dialog-frame.tsx';
import { Button } from '../button/button.tsx';

export interface SubscriptionGateDialogProps {
  open: boolean;
  /** 'Questa sezione non è prevista nella tua sottoscrizione' (spec part 2, section 1). */
  message: string;
  /** Which plan opens the section and what it costs, when known. */
  description?: string | undefined;
  cancelLabel: string;
  subscribeLabel: string;
  /** Annulla, Escape. */
  onCancel: () => void;
  /** Iscriviti: the app navigates to the subscription page. */
  onSubscribe: () => void;
}

/** Tells the user a section is outside their subscription: Annulla or Iscriviti. */
export function SubscriptionGateDialog({
  open,
  message,
  description,
  cancelLabel,
  subscribeLabel,
  onCancel,
  onSubscribe,
}: SubscriptionGateDialogProps) {
  return (
    <AlertFrame open={open} onDismiss={onCancel} title={message} description={description}>
      <div className={actionsClasses}>
        <AlertDialog.Cancel asChild>
          <Button variant="secondary">{cancelLabel}</Button>
        </AlertDialog.Cancel>
        <AlertDialog.Action asChild>
          <Button onClick={onSubscribe}>{subscribeLabel}</Button>
        </AlertDialog.Action>
      </div>
    </AlertFrame>
  );
}
