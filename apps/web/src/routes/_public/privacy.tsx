import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SupportContact } from '../../features/shell/components/support-contact.tsx';

// The privacy notice is public: people read it before they sign in (docs/spec-deviations.md).
// It says only what Cartella does today: no consent withdrawal or account deletion is built.
export const Route = createFileRoute('/_public/privacy')({ component: PrivacyNotice });

function PrivacyNotice() {
  const { t } = useLingui();
  return (
    <article className="prose flex max-w-3xl flex-col gap-4">
      <h1 className="font-bold text-3xl text-brand">{t`Informativa sulla privacy`}</h1>
      <p>
        {t`Cartella conserva i dati sanitari che inserisci per permetterti di consultarli. I dati restano sul server che ospita questa installazione di Cartella; Cartella non li invia a terzi.`}
      </p>
      <p>
        {t`Dopo l'accesso, nella pagina Account puoi consultare il registro degli accessi al tuo account: data, ora, dispositivo e indirizzo di ogni accesso.`}
      </p>
      <p>
        {t`Quando ti registri Cartella conserva nome, cognome, e-mail e l'impronta della password (mai la password in chiaro) in attesa della conferma: senza conferma entro 24 ore il link scade e l'account non viene creato. Per ogni sessione aperta Cartella conserva il dispositivo, l'indirizzo IP, l'inizio e l'ultimo uso, che vedi e puoi chiudere nella pagina Sicurezza. Le e-mail di registrazione, di reimpostazione della password e di cambio dell'indirizzo sono inviate solo all'indirizzo interessato.`}
      </p>
      <p>
        {t`Cartella non permette ancora di revocare i consensi né di eliminare l'account. Per esercitare questi diritti, o per una copia dei tuoi dati, rivolgiti a chi gestisce questa installazione di Cartella.`}
      </p>
      <SupportContact />
    </article>
  );
}
