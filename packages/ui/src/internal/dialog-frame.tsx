import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '../components/button/button.tsx';
import {
  actionsClasses,
  contentClasses,
  contentSizeClasses,
  type DialogSize,
  descriptionClasses,
  overlayClasses,
  titleClasses,
  useReturnFocus,
} from './dialog.ts';

/** What every dialog frame takes: whether it is open, how it opens and how it is dismissed. */
interface FrameProps {
  open: boolean;
  /** Its trigger was pressed. */
  onOpen?: () => void;
  /** Escape, the overlay or a close button: the dialog ends. */
  onDismiss: () => void;
  /** An element that opens the dialog (rendered with Radix's asChild). */
  trigger?: ReactNode;
  /** Without it the content is not described (no aria-describedby). */
  description?: ReactNode;
  /** What follows the title and the description. */
  children: ReactNode;
}

interface ModalFrameProps extends FrameProps {
  /** The title part: a `Dialog.Title`, or a row holding one and the corner buttons. */
  heading: ReactNode;
  /** While true, dismissing does nothing (an async confirm is running). */
  pending?: boolean;
  size: DialogSize;
  /** Where the focus goes after closing when the control that opened it is gone (useReturnFocus). */
  focusAfterClose?: () => HTMLElement | null;
  /** The actions row after the body: a Cancel button that dismisses, then the confirm button. */
  actions?: { cancelLabel: string; confirm: ReactNode };
}

/**
 * The frame of a modal dialog (Radix Dialog): trigger, overlay and content with the title part,
 * the description, the body and the actions row. The focus returns to what opened it
 * (useReturnFocus).
 */
export function ModalFrame({
  open,
  onOpen,
  onDismiss,
  pending = false,
  trigger,
  size,
  focusAfterClose,
  heading,
  description,
  children,
  actions,
}: ModalFrameProps) {
  const returnFocus = useReturnFocus(focusAfterClose);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) onOpen?.();
        else if (!pending) onDismiss();
      }}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClasses} />
        <Dialog.Content
          {...returnFocus}
          className={clsx(contentClasses, contentSizeClasses[size])}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {heading}
          {description ? (
            <Dialog.Description className={descriptionClasses}>{description}</Dialog.Description>
          ) : null}
          {children}
          {actions ? (
            <div className={actionsClasses}>
              <Button variant="secondary" disabled={pending} onClick={onDismiss}>
                {actions.cancelLabel}
              </Button>
              {actions.confirm}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface AlertFrameProps extends FrameProps {
  title: ReactNode;
}

/**
 * The frame of a question that interrupts (Radix Alert Dialog: no overlay dismiss, the focus
 * starts on its Cancel part): trigger, overlay and content, the title, the description, then the
 * actions. The focus returns to what opened it (useReturnFocus).
 */
export function AlertFrame({
  open,
  onOpen,
  onDismiss,
  trigger,
  title,
  description,
  children,
}: AlertFrameProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) onOpen?.();
        else onDismiss();
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
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
