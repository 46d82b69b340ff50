import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useId } from 'react';
import {
  actionsClasses,
  contentClasses,
  contentSizeClasses,
  type DialogSize,
  descriptionClasses,
  type OpenStateProps,
  overlayClasses,
  titleClasses,
  useOpenState,
  usePendingConfirm,
  useReturnFocus,
} from '../../internal/dialog.ts';
import { Button } from '../button/button.tsx';

export interface FormModalProps extends OpenStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /**
   * Called with the form's data on submit (Enter in a field or the confirm button). May be async;
   * return false (a validation or server error) to keep the dialog open with the typed values.
   */
  onSubmit: (data: FormData) => unknown;
  /** Ends the dialog: true after a successful submit, false on cancel or Escape. */
  onResult?: (confirmed: boolean) => void;
  /** A message for the whole form, announced with role="alert". */
  error?: ReactNode;
  trigger?: ReactNode;
  size?: DialogSize;
}

/**
 * A modal whose body is a form: the confirm button submits it, Annulla cancels. The form is not
 * reset on a rejected submit, so the user keeps what they typed.
 */
export function FormModal({
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  onSubmit,
  onResult,
  error,
  trigger,
  size = 'md',
  ...openState
}: FormModalProps) {
  const [open, setOpen] = useOpenState(openState);
  const returnFocus = useReturnFocus();
  const { pending, run } = usePendingConfirm();
  const formId = useId();

  function finish(confirmed: boolean) {
    setOpen(false);
    onResult?.(confirmed);
  }
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    if (await run(() => onSubmit(data))) finish(true);
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setOpen(true);
        else if (!pending) finish(false);
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
          <Dialog.Title className={titleClasses}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className={descriptionClasses}>{description}</Dialog.Description>
          ) : null}
          <form
            id={formId}
            noValidate
            aria-busy={pending || undefined}
            onSubmit={submit}
            className="flex flex-col gap-4"
          >
            {children}
          </form>
          {error ? (
            <div
              role="alert"
              className="flex items-start gap-2 rounded-md border-2 border-danger-strong bg-forbidden-soft p-3 font-semibold text-danger-strong"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <div>{error}</div>
            </div>
          ) : null}
          <div className={actionsClasses}>
            <Button variant="secondary" disabled={pending} onClick={() => finish(false)}>
              {cancelLabel}
            </Button>
            {/* Pending, not disabled: it keeps the focus while the save runs, also when a
                confirmation it opened has just closed (the focus must not fall to the page). */}
            <Button type="submit" form={formId} pending={pending}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
