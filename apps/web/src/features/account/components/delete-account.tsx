import { Button } from '@cartella/ui/button';
import { useConfirm } from '@cartella/ui/confirm-dialog';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session.ts';
import { deleteAccount } from '../api/account.ts';

/**
 * 'Elimina Account' (spec part 2, "Account page"; section 4 "Account deletion"): a confirmation
 * with Annulla and Prosegui, then the account is destroyed, the browser's storage cleared and the
 * person sent to the login page.
 */
export function DeleteAccount({ userId }: { userId: number }) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function destroy() {
    const confirmed = await confirm({
      title: t`Vuoi eliminare il tuo account?`,
      description: t`Verranno rimossi tutti i riferimenti alla tua persona. Se hai acconsentito alla conservazione dei dati, questi saranno conservati in forma pseudonimizzata per un anno dalla data di cancellazione.`,
      confirmLabel: t`Prosegui`,
      cancelLabel: t`Annulla`,
      variant: 'danger',
    });
    if (!confirmed) return;
    try {
      await deleteAccount(userId);
    } catch (error) {
      toast.show({ variant: 'error', title: error instanceof ApiError ? error.message : String(error) });
      return;
    }
    clearSession();
    queryClient.clear();
    await navigate({ to: '/login' });
  }

  return (
    <Button variant="danger" onClick={() => void destroy()}>
      {t`Elimina Account`}
    </Button>
  );
}
