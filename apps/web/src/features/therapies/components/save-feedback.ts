import { type Message, successMessages } from '@cartella/domain';
import type { ToastApi } from '@cartella/ui/toast';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromServer } from '../../../lib/form-issues.ts';
import { domainText } from '../../../lib/i18n.ts';

/**
 * Runs a save of the medication modals and tells the patient how it went: the spec's success
 * message, or the server's message with each rejected field marked in the form (what they typed
 * stays), or `fallback` when the server gave no message. Answers whether it saved.
 */
export async function saveWithFeedback(
  save: () => Promise<unknown>,
  {
    toast,
    setErrors,
    fallback,
  }: { toast: ToastApi; setErrors: (errors: Record<string, string>) => void; fallback: Message },
): Promise<boolean> {
  try {
    await save();
    toast.show({ variant: 'success', title: domainText(successMessages.operationCompleted) });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.fields.length > 0) setErrors(fieldErrorsFromServer(error.fields));
    toast.show({ variant: 'error', title: error instanceof ApiError ? error.message : domainText(fallback) });
    return false;
  }
}
