import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  type DialogSize,
  type OpenStateProps,
  titleClasses,
  useDialogResult,
} from '../../internal/dialog.ts';
import { ModalFrame } from '../../internal/dialog-frame.tsx';
import { Button } from '../button/button.tsx';

export interface ModalProps extends OpenStateProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The confirm button's text ("Salva", "Conferma"). */
  confirmLabel: string;
  /** The cancel button's text ("Annulla"). */
  cancelLabel: string;
  /** Accessible name of the corner close button; without it there is no corner button. */
  closeLabel?: string;
  confirmVariant?: 'primary' | 'danger';
  /**
   * Runs on confirm before closing; may be async (the buttons wait) and may return false to
   * keep the dialog open.
   */
  onConfirm?: () => unknown;
  /** How the dialog ended: true on confirm, false on cancel, Escape, overlay or close button. */
  onResult?: (confirmed: boolean) => void;
  /** An element that opens the dialog (rendered with Radix's asChild). */
  trigger?: ReactNode;
  /**
   * Where the focus goes when the dialog closes and the control that opened it is gone or
   * disabled (for example the heading of the list a save added to); by default the section
   * around that control.
   */
  focusAfterClose?: () => HTMLElement | null;
  size?: DialogSize;
}

/** A modal dialog (Radix Dialog) that ends with true on confirm and false otherwise. */
export function Modal({
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  closeLabel,
  confirmVariant = 'primary',
  onConfirm,
  onResult,
  trigger,
  size = 'md',
  focusAfterClose,
  ...openState
}: ModalProps) {
  const { pending, run, finish, frame } = useDialogResult(openState, onResult);

  async function confirm() {
    if (await run(onConfirm)) finish(true);
  }

  return (
    <ModalFrame
      {...frame}
      trigger={trigger}
      size={size}
      focusAfterClose={focusAfterClose}
      description={description}
      actions={{
        cancelLabel,
        confirm: (
          <Button
            variant={confirmVariant}
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={confirm}
          >
            {confirmLabel}
          </Button>
        ),
      }}
      heading={
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className={titleClasses}>{title}</Dialog.Title>
          {closeLabel ? (
            <Dialog.Close
              aria-label={closeLabel}
              className="-mt-2 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-black hover:bg-ended-soft"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          ) : null}
        </div>
      }
    >
      {children}
    </ModalFrame>
  );
}
