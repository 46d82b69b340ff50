import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { LANGUAGE_KEY } from '../../lib/i18n.ts';
import { LAST_ACTIVITY_KEY } from '../../lib/session.ts';

/**
 * Deletes what the browser keeps that a script can delete: the language choice, the last activity
 * time and the tab's session storage. Cartella sets no cookie a script can see: its only cookie is
 * HttpOnly and ends with the sign-out.
 */
function revokeStorage(): void {
  localStorage.removeItem(LANGUAGE_KEY);
  localStorage.removeItem(LAST_ACTIVITY_KEY);
  sessionStorage.clear();
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="rounded border border-gray-300 p-3">
      <summary className="cursor-pointer font-semibold">{title}</summary>
      <div className="mt-2 flex flex-col gap-2">{children}</div>
    </details>
  );
}

/** The cookie page (spec part 2, "Cookie page"; docs/spec-deviations/account.md). */
export function CookiePolicy() {
  const { t, i18n } = useLingui();
  const [revoked, setRevoked] = useState(false);
  const rows = [
    {
      name: 'cartella_session',
      kind: t`Cookie (HttpOnly, SameSite=Strict)`,
      purpose: t`Tiene aperta la sessione dopo l'accesso. Nessuno script della pagina può leggerlo.`,
      lifetime: t`120 minuti dall'accesso, o fino all'uscita; la sessione si chiude anche dopo 10 minuti senza attività.`,
    },
    {
      name: LANGUAGE_KEY,
      kind: t`Archivio locale (localStorage)`,
      purpose: t`Ricorda la lingua scelta (italiano o inglese) su questo dispositivo.`,
      lifetime: t`Finché non la elimini qui o cancelli i dati del browser; resta dopo l'uscita.`,
    },
    {
      name: LAST_ACTIVITY_KEY,
      kind: t`Archivio locale (localStorage)`,
      purpose: t`Ora dell'ultima attività, condivisa tra le schede, per l'uscita automatica dopo 10 minuti di inattività.`,
      lifetime: t`Fino all'uscita; viene riscritta alla prossima attività dopo l'accesso.`,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <p>
        {t`Cartella usa solo cookie e archivi tecnici, necessari al funzionamento: nessuno richiede il tuo consenso, quindi non c'è un banner né una data di consenso. Cartella non usa cookie di analisi, di profilazione o di terze parti.`}
      </p>
      <h2 className="font-semibold text-xl">{t`Cookie e archivi usati`}</h2>
      <ul className="flex flex-col gap-3">
        {rows.map((row) => (
          <li key={row.name} className="rounded border border-gray-300 p-3">
            <h3 className="break-all font-mono font-semibold">{row.name}</h3>
            <dl className="grid gap-1 sm:grid-cols-[8rem_1fr]">
              <dt className="font-semibold">{t`Tipo`}</dt>
              <dd>{row.kind}</dd>
              <dt className="font-semibold">{t`Finalità`}</dt>
              <dd>{row.purpose}</dd>
              <dt className="font-semibold">{t`Durata`}</dt>
              <dd>{row.lifetime}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p>
        {t`Non serve un token CSRF: il cookie di sessione è SameSite=Strict e il server rifiuta ogni modifica che non arrivi da questa stessa origine.`}
      </p>
      <div className="flex flex-col gap-2" aria-live="polite">
        {revoked ? (
          <>
            <p role="status" className="font-semibold text-green-800">
              {t`Cookies eliminati correttamente`}
            </p>
            <button
              type="button"
              className="self-start rounded bg-brand px-4 py-2 text-white"
              onClick={() => {
                localStorage.setItem(LANGUAGE_KEY, i18n.locale === 'en' ? 'en' : 'it');
                setRevoked(false);
              }}
            >
              {t`Consenti i cookie`}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="self-start rounded bg-brand px-4 py-2 text-white"
            onClick={() => {
              revokeStorage();
              setRevoked(true);
            }}
          >
            {t`Revoca il consenso ed elimina i cookie`}
          </button>
        )}
        <p className="text-sm">
          {t`La revoca elimina la lingua scelta e l'ora dell'ultima attività. Il cookie di sessione non è leggibile dagli script: si elimina con Esci.`}
        </p>
      </div>
      <Section title={t`Cosa sono i cookie`}>
        <p>
          {t`I cookie sono piccoli file che un sito salva nel browser e che il browser rimanda al sito a ogni richiesta. L'archivio locale (localStorage e sessionStorage) è uno spazio simile che solo le pagine del sito leggono e che non viene inviato al server.`}
        </p>
      </Section>
      <Section title={t`Come disabilitare i cookie`}>
        <p>
          {t`Puoi bloccare o cancellare cookie e dati dei siti dalle impostazioni del browser (di solito in Privacy o Sicurezza). Senza il cookie di sessione non è possibile accedere a Cartella; senza l'archivio locale la lingua torna all'italiano a ogni visita.`}
        </p>
      </Section>
      <Section title={t`Terze parti`}>
        <p>
          {t`Cartella non carica script, font o immagini da altri siti e non installa cookie di terze parti. Se paghi un abbonamento, il pagamento avviene sul sito di PayPal, che applica i propri cookie secondo la propria informativa.`}
        </p>
      </Section>
      <Section title={t`Maggiori informazioni`}>
        <p>
          {t`Come Cartella tratta i tuoi dati è descritto nell'informativa sulla privacy.`}{' '}
          <Link to="/privacy" className="text-brand underline">
            {t`Informativa sulla privacy`}
          </Link>
        </p>
      </Section>
    </div>
  );
}
