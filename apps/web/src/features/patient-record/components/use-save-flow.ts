import {
  actionLabels,
  confirmMessages,
  failureMessages,
  type Patient,
  successMessages,
} from '@cartella/domain';
import { useConfirm } from '@cartella/ui/confirm-dialog';
import { useToast } from '@cartella/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromServer } from '../../../lib/form-issues.ts';
import { domainText } from '../../../lib/i18n.ts';
import { refreshPatient } from '../api/patient.ts';

/** Server field paths of the whole-record body -> the modal's field names. */
function formFieldName(path: string): string {
  return path.replace(/^user\.contact_detail\./, '');
}

/**
 * The patient edit save flow (spec part 1 section 4 and 8): confirm 'Salvare le modifiche ? ', save,
 * show 'Salvato con successo! ' and put the refreshed record in the query cache. A rejected field
 * comes back as a field error and keeps the modal open; any other failure shows the generic text and
 * refreshes the record.
 */
export function usePatientSave(patientId: number) {
  const confirm = useConfirm();
  const toast = useToast();
  const queryClient = useQueryClient();
  return async function run(
    save: () => Promise<Patient>,
    onFieldErrors: (errors: Record<string, string>) => void,
  ): Promise<boolean> {
    const confirmed = await confirm({
      title: domainText(confirmMessages.confirmSaveChanges),
      confirmLabel: domainText(actionLabels.save),
      cancelLabel: domainText(actionLabels.cancel),
    });
    if (!confirmed) return false;
    try {
      const saved = await save();
      queryClient.setQueryData(['patient', patientId], saved);
      toast.show({ variant: 'success', title: domainText(successMessages.saveSuccess) });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0) {
        const errors = fieldErrorsFromServer(
          error.fields.map((field) => ({ ...field, path: formFieldName(field.path) })),
        );
        onFieldErrors(errors);
        return false;
      }
      toast.show({ variant: 'error', title: domainText(failureMessages.genericError) });
      const fresh = await refreshPatient(patientId).catch(() => null);
      if (fresh) queryClient.setQueryData(['patient', patientId], fresh);
      return false;
    }
  };
}
