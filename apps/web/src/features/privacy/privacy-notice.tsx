import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="font-semibold text-xl">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The privacy notice (GDPR articles 13 and 14), saying only what Cartella does: identity
 * (docs/spec-deviations/identity.md), consents, account deletion and retention (decision 0741),
 * subscriptions, the access log and the cookie page. `contact` is the operator's support contact
 * (SUPPORT_URL / SUPPORT_EMAIL), given by the route.
 */
export function PrivacyNotice({ contact }: { contact: ReactNode }) {
  const { t } = useLingui();
  return (
    <article className="prose flex max-w-3xl flex-col gap-4">
      <h1 className="font-bold text-3xl text-brand">{t`Informativa sulla privacy`}</h1>
      <Part title={t`Titolare del trattamento e contatti`}>
        <p>
          {t`Titolare del trattamento è chi gestisce questa installazione di Cartella. Per ogni domanda sui tuoi dati e per esercitare i tuoi diritti usa il contatto qui sotto, configurato da chi gestisce il server.`}
        </p>
        {contact}
      </Part>
      <Part title={t`Quali dati trattiamo`}>
        <ul className="list-disc pl-6">
          <li>{t`Dati dell'account: nome, cognome, e-mail e l'impronta della password (mai la password in chiaro).`}</li>
          <li>{t`Dati sanitari che inserisci tu: cartella clinica, diario, esami, terapie, diagnosi, visite, vaccinazioni, file e gli altri dati delle sezioni del Registro.`}</li>
          <li>{t`Dati delle sessioni e degli accessi: dispositivo, indirizzo IP, inizio e ultimo uso di ogni sessione.`}</li>
          <li>{t`Se attivi l'accesso in due passaggi: la chiave dell'app di autenticazione, l'impronta dei codici di recupero (mai i codici in chiaro) e la chiave pubblica di ogni passkey, con il nome che le dai e le date d'uso. Se colleghi il provider esterno: l'identificativo che il provider dà al tuo account e l'e-mail che ha indicato.`}</li>
          <li>{t`Consensi espressi e la loro storia; sottoscrizioni e licenze.`}</li>
        </ul>
        <p>
          {t`I dati sono raccolti da te (art. 13 GDPR). I dati dei medici che aggiungi come tuoi medici sono inseriti da te (art. 14 GDPR) e servono solo a contattarli su tua richiesta.`}
        </p>
      </Part>
      <Part title={t`Finalità e basi giuridiche`}>
        <ul className="list-disc pl-6">
          <li>{t`Gestione della tua cartella clinica personale: esecuzione del servizio che richiedi (art. 6(1)(b) GDPR) e, per i dati sanitari, il tuo consenso esplicito (art. 9(2)(a) GDPR), espresso alla registrazione.`}</li>
          <li>{t`Conservazione dei dati per un anno dopo la cancellazione dell'account, in forma pseudonimizzata: solo con il tuo consenso esplicito (art. 6(1)(a) e 9(2)(a) GDPR), revocabile in ogni momento.`}</li>
          <li>{t`Sicurezza dell'account (sessioni, registro degli accessi, blocco dei tentativi ripetuti): legittimo interesse e obbligo di sicurezza (art. 6(1)(f) e 32 GDPR).`}</li>
          <li>{t`Pagamento degli abbonamenti: esecuzione del contratto (art. 6(1)(b) GDPR).`}</li>
        </ul>
      </Part>
      <Part title={t`Destinatari`}>
        <p>
          {t`I dati restano sul server che ospita questa installazione. Cartella non li vende e non li usa per pubblicità. Li ricevono solo:`}
        </p>
        <ul className="list-disc pl-6">
          <li>{t`il servizio di posta configurato dal gestore, per le e-mail di registrazione, reimpostazione della password e cambio di indirizzo (inviate solo all'indirizzo interessato) e per i messaggi che scegli di inviare ai tuoi medici;`}</li>
          <li>{t`PayPal, se il gestore ha configurato i pagamenti e tu sottoscrivi un abbonamento: riceve l'identificativo del tuo account e del piano, non i dati sanitari;`}</li>
          <li>{t`il servizio di accesso (OpenID) configurato dal gestore, solo se scegli di accedere con esso: Cartella gli chiede la tua e-mail e se è verificata, e lui sa che hai effettuato l'accesso; non riceve i tuoi dati sanitari.`}</li>
          <li>{t`i medici a cui scegli di mostrare la cartella con un link di condivisione.`}</li>
        </ul>
      </Part>
      <Part title={t`Conservazione`}>
        <ul className="list-disc pl-6">
          <li>{t`I dati dell'account e sanitari restano finché l'account esiste.`}</li>
          <li>{t`Una registrazione non confermata entro 24 ore scade e l'account non viene creato.`}</li>
          <li>{t`Una sessione dura al massimo 120 minuti e si chiude dopo 10 minuti senza attività.`}</li>
          <li>{t`Quando elimini l'account vengono cancellati i dati, i file, le sessioni, il registro degli accessi, i consensi e le sottoscrizioni. Solo se hai dato il consenso alla conservazione, un estratto pseudonimizzato di dati strutturati (senza nome, codice fiscale, contatti, e-mail, giorno di nascita né testo libero) resta per un anno e poi viene cancellato automaticamente.`}</li>
        </ul>
      </Part>
      <Part title={t`I tuoi diritti e come esercitarli qui`}>
        <p>
          {t`Hai diritto di accesso, rettifica, cancellazione, limitazione, portabilità e opposizione (art. 15-22 GDPR) e di revocare un consenso in ogni momento, senza effetto sui trattamenti precedenti.`}
        </p>
        <ul className="list-disc pl-6">
          <li>{t`Consensi: nella pagina Account, Consensi, dai o revochi ogni consenso e ne vedi la data.`}</li>
          <li>{t`Cancellazione: nella pagina Account, Elimina Account.`}</li>
          <li>{t`Accessi e sessioni: nella pagina Account, Registro accessi e Sicurezza, vedi chi ha usato il tuo account e chiudi le sessioni.`}</li>
          <li>{t`Rettifica: modifichi i tuoi dati direttamente nelle pagine del Registro.`}</li>
          <li>{t`Portabilità: nella pagina Account, Scarica i tuoi dati, ricevi un archivio con la cartella in formato FHIR, i report in PDF e ogni file caricato.`}</li>
          <li>{t`Per ogni altra richiesta scrivi al contatto indicato sopra.`}</li>
        </ul>
        <p>
          {t`Cookie e archivi del browser sono descritti nella pagina Cookie, dove puoi anche eliminarli dopo l'accesso.`}{' '}
          <Link to="/account/CookiePolicy" className="text-brand underline">
            {t`Cookie`}
          </Link>
        </p>
      </Part>
      <Part title={t`Reclamo`}>
        <p>
          {t`Se ritieni che il trattamento violi il GDPR puoi proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it) o all'autorità di controllo del paese in cui vivi o lavori.`}
        </p>
      </Part>
    </article>
  );
}
