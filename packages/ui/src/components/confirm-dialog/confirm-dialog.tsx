import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { actionsClasses, type OpenStateProps, useOpenState } from '../../internal/dialog.ts';
import { AlertFrame } from '../../internal/dialog-frame.tsx';
import { Button } from '../button/button.tsx';

export interface ConfirmDialogProps extends OpenStateProps {
  /** The spec's confirmation text ("Sei sicuro di voler eliminare questo elemento?"). */
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** danger for destructive actions (delete). */
  variant?: 'primary' | 'danger';
  /** true on confirm; false on cancel or Escape. */
  onResult?: (confirmed: boolean) => void;
  trigger?: ReactNode;
}

/**
 * A yes/no question that interrupts (Radix Alert Dialog: no overlay dismiss; focus starts on
 * the cancel button so Enter never deletes by accident).
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
  onResult,
  trigger,
  ...openState
}: ConfirmDialogProps) {
  const [open, setOpen] = useOpenState(openState);
  function finish(confirmed: boolean) {
    setOpen(false);
    onResult?.(confirmed);
  }
  return (
    <AlertFrame
      open={open}
      onOpen={() => setOpen(true)}
      onDismiss={() => finish(false)}
      trigger={trigger}
      title={title}
      description={description}
    >
      <div className={actionsClasses}>
        <AlertDialog.Cancel asChild>
          <Button variant="secondary">{cancelLabel}</Button>
        </AlertDialog.Cancel>
        <Button variant={variant} onClick={() => finish(true)}>
          {confirmLabel}
        </Button>
      </div>
    </AlertFrame>
  );
}
