import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type FormEvent, type ReactNode, useState } from 'react';
import { CircleAlertIcon as CircleAlert } from '../../internal/small-icons.tsx';

export interface FormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'action'> {
  /**
   * Called with the form's data. While the returned promise is pending the form is aria-busy.
   * The form never resets itself: what the user typed stays when the server rejects it.
   */
  onSubmit: (data: FormData, event: FormEvent<HTMLFormElement>) => unknown;
  /** A message for the whole form (the server's rejection), announced with role="alert". */
  error?: ReactNode;
  /** Busy from outside (a mutation in flight), in addition to the pending promise. */
  pending?: boolean;
}

/**
 * The form layout of every screen. It uses `onSubmit` rather than React 19's `action`, because a
 * form action resets uncontrolled fields after it settles, losing the user's input when the
 * server answers with a validation error (spec part 1, section 5 keeps the typed values).
 * Browser validation bubbles are off (`noValidate`): fields show the spec's own messages.
 */
export function Form({
  onSubmit,
  error,
  pending = false,
  className,
  children,
  noValidate = true,
  ...props
}: FormProps) {
  const [submitting, setSubmitting] = useState(false);
  const busy = pending || submitting;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const result = onSubmit(new FormData(event.currentTarget), event);
    if (!(result instanceof Promise)) return;
    setSubmitting(true);
    try {
      await result;
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      noValidate={noValidate}
      aria-busy={busy || undefined}
      data-state={busy ? 'pending' : 'idle'}
      onSubmit={handleSubmit}
      className={clsx('flex flex-col gap-4', className)}
      {...props}
    >
      {children}
      {error ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border-2 border-danger-strong bg-forbidden-soft p-3 text-danger-strong"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="font-semibold">{error}</div>
        </div>
      ) : null}
    </form>
  );
}

export interface FormActionsProps extends ComponentPropsWithRef<'div'> {}

/** The row of buttons at the end of a form: wraps on phones, right-aligned on wider screens. */
export function FormActions({ className, ...props }: FormActionsProps) {
  return <div className={clsx('flex flex-wrap justify-end gap-3', className)} {...props} />;
}
