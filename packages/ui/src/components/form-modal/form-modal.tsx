import * as Dialog from '@radix-ui/react-dialog';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useId } from 'react';
import {
  type DialogSize,
  type OpenStateProps,
  titleClasses,
  useDialogResult,
} from '../../internal/dialog.ts';
import { ModalFrame } from '../../internal/dialog-frame.tsx';
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
  const { pending, run, finish, frame } = useDialogResult(openState, onResult);
  const formId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    if (await run(() => onSubmit(data))) finish(true);
  }

  return (
    <ModalFrame
      {...frame}
      trigger={trigger}
      size={size}
      description={description}
      actions={{
        cancelLabel,
        // Pending, not disabled: it keeps the focus while the save runs, also when a confirmation
        // it opened has just closed (the focus must not fall to the page).
        confirm: (
          <Button type="submit" form={formId} pending={pending}>
            {confirmLabel}
          </Button>
        ),
      }}
      heading={<Dialog.Title className={titleClasses}>{title}</Dialog.Title>}
    >
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
    </ModalFrame>
  );
}
