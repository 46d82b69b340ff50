import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  actionsClasses,
  contentClasses,
  contentSizeClasses,
  descriptionClasses,
  type OpenStateProps,
  overlayClasses,
  titleClasses,
  useOpenState,
  useReturnFocus,
} from '../../internal/dialog.ts';
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
  const returnFocus = useReturnFocus();
  function finish(confirmed: boolean) {
    setOpen(false);
    onResult?.(confirmed);
  }
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setOpen(true);
        else finish(false);
      }}
    >
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content
          {...returnFocus}
          className={clsx(contentClasses, contentSizeClasses.md)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <AlertDialog.Title className={titleClasses}>{title}</AlertDialog.Title>
          {description ? (
            // A div, not Radix's default <p>: a description may hold lists and a disclosure (the
            // interaction warning, issue 26).
            <AlertDialog.Description asChild>
              <div className={descriptionClasses}>{description}</div>
            </AlertDialog.Description>
          ) : null}
          <div className={actionsClasses}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <Button variant={variant} onClick={() => finish(true)}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
