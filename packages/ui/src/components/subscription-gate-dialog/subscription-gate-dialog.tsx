import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { clsx } from 'clsx';
import {
  actionsClasses,
  contentClasses,
  contentSizeClasses,
  descriptionClasses,
  overlayClasses,
  titleClasses,
  useReturnFocus,
} from '../../internal/dialog.ts';
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
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content
          {...returnFocus}
          className={clsx(contentClasses, contentSizeClasses.md)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <AlertDialog.Title className={titleClasses}>{message}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className={descriptionClasses}>{description}</AlertDialog.Description>
          ) : null}
          <div className={actionsClasses}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button onClick={onSubscribe}>{subscribeLabel}</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
