import { Button } from '@cartella/ui/button';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/**
 * What an admin whose session has not passed a second factor sees at an /admin address (the API
 * refuses every admin call with `second_factor_required`, issue #25): why, and the way to the page
 * where two-step sign-in is turned on, instead of an error with a useless "Riprova" (issue #37).
 * Turning it on there counts for the session at once, so the admin area opens on the next visit.
 */
export function AdminSecondFactorNeeded() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col items-start gap-3">
      <h1 className="font-bold text-3xl text-brand">{t`Amministrazione`}</h1>
      <p>
        {t`Per usare l'amministrazione attiva l'accesso in due passaggi: oltre alla password, un codice dell'app di autenticazione o una passkey. Protegge i dati di tutti gli iscritti.`}
      </p>
      <p>{t`Se è già attivo, esci e accedi di nuovo usando il codice o la passkey.`}</p>
      <Button asChild>
        <Link to="/account/sicurezza">{t`Attiva l'accesso in due passaggi`}</Link>
      </Button>
    </div>
  );
}
