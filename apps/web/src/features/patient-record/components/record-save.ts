import { failureMessages, successMessages } from '@cartella/domain';
import { useToast } from '@cartella/ui/toast';
import type { SaveFeedback } from '../../../lib/save-feedback.ts';

/** The patient record's save feedback (spec part 1 sections 4 and 8). */
const recordFeedback: SaveFeedback = {
  saved: successMessages.saveSuccess,
  failed: failureMessages.genericError,
  failureText: 'record',
};

/**
 * The `useFormSave` options every edit of the patient record shares: save at once (the spec's
 * 'Salvare le modifiche ? ' is not asked: docs/spec-deviations/patient-record.md), announce
 * 'Salvato con successo! ', mark a rejected field (the whole-record body's
 * `user.contact_detail.` paths are the modals' plain field names) or show the generic failure.
 */
export function useRecordSaveOptions() {
  const toast = useToast();
  return {
    fieldName: (path: string) => path.replace(/^user\.contact_detail\./, ''),
    feedback: recordFeedback,
    toast,
  };
}
