import { DestructiveConfirmationSchema, internalErrorMessage } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { FormModal } from '@cartella/ui/form-modal';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import {
  DestructiveConfirmationFields,
  destructiveConfirmationOf,
} from '../../../lib/current-password-field.tsx';
import { clearSession } from '../../../lib/session.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { deleteAccount } from '../api/account.ts';

/**
 * 'Elimina Account' (spec part 2, "Account page"; section 4 "Account deletion"): a dialog that
 * says what deletion means, with Annulla and Prosegui. Prosegui asks for the current password
 * and, when app codes are on, a code (issue #34 T4); a refusal keeps what was typed and shows why.
 * Once the account is gone the browser's storage is cleared and `onDeleted` takes the person away (the login page
 * says "Account eliminato").
 */
export function DeleteAccount({
  userId,
  askCode,
  onDeleted,
}: {
  userId: number;
  /** App codes are on: the deletion needs a code from the app or a recovery code. */
  askCode: boolean;
  onDeleted: () => Promise<void>;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { errors, formError, submit } = useFormSave({
    schema: DestructiveConfirmationSchema,
    save: (body: { current_password: string; codice?: string }) => deleteAccount(userId, body),
    feedback: { saved: null, failed: internalErrorMessage, failureText: 'server' },
  });

  // Once the dialog has closed (the focus back on the page), the person leaves the page, then the
  // session's traces go: cleared before, the page's queries would ask again, meet 401 and send
  // the person to a login page that does not say the account is gone.
  async function leave(deleted: boolean) {
    if (!deleted) return;
    clearSession();
    await onDeleted();
    queryClient.clear();
  }

  return (
    <FormModal
      trigger={<Button variant="danger">{t`Elimina Account`}</Button>}
      title={t`Vuoi eliminare il tuo account?`}
      description={t`Verranno rimossi tutti i riferimenti alla tua persona. Se hai acconsentito alla conservazione dei dati, questi saranno conservati in forma pseudonimizzata per un anno dalla data di cancellazione.`}
      confirmLabel={t`Prosegui`}
      cancelLabel={t`Annulla`}
      error={formError}
      onResult={(deleted) => void leave(deleted)}
      onSubmit={(data) => submit(destructiveConfirmationOf(data, askCode))}
    >
      <DestructiveConfirmationFields askCode={askCode} errors={errors} />
    </FormModal>
  );
}
