import { actionLabels, confirmMessages, failureMessages, successMessages } from '@cartella/domain';
import { useConfirm } from '@cartella/ui/confirm-dialog';
import { useToast } from '@cartella/ui/toast';
import { domainText } from '../../../lib/i18n.ts';
import type { SaveFeedback } from '../../../lib/save-feedback.ts';

/** The patient record's save feedback (spec part 1 sections 4 and 8). */
const recordFeedback: SaveFeedback = {
  saved: successMessages.saveSuccess,
  failed: failureMessages.genericError,
  failureText: 'record',
};

/**
 * The `useFormSave` options every edit of the patient record shares: confirm 'Salvare le
 * modifiche ? ', announce 'Salvato con successo! ', mark a rejected field (the whole-record body's
 * `user.contact_detail.` paths are the modals' plain field names) or show the generic failure.
 */
export function useRecordSaveOptions() {
  const confirm = useConfirm();
  const toast = useToast();
  return {
    confirm: () =>
      confirm({
        title: domainText(confirmMessages.confirmSaveChanges),
        confirmLabel: domainText(actionLabels.save),
        cancelLabel: domainText(actionLabels.cancel),
      }),
    fieldName: (path: string) => path.replace(/^user\.contact_detail\./, ''),
    feedback: recordFeedback,
    toast,
  };
}
