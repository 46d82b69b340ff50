import { IDLE_LOGOUT_SECONDS, SESSION_LIFETIME_MINUTES } from '../auth/session.ts';
import { SECOND_STEP_MINUTES } from '../second-factor/codes.ts';
import type { Locale } from '../shared/messages.ts';
import { OIDC_STATE_COOKIE_NAME, PENDING_SIGN_IN_COOKIE_NAME } from './sign-in-cookies.ts';
import { LANGUAGE_STORAGE_KEY, LAST_ACTIVITY_STORAGE_KEY, SESSION_COOKIE_NAME } from './storage-keys.ts';

/*
 * The cookie policy (spec part 2, "Cookie page"; issue #24): one home for its words, read by the
 * web page `/account/CookiePolicy` and by the PDF `GET /api/cookiePolicy`, so the two never differ.
 */

/** One cookie or storage entry Cartella really uses. */
interface CookieEntry {
  /** The cookie's name or the storage key. */
  name: string;
  /** Cookie or storage, with its attributes. */
  kind: string;
  /** What it is for. */
  purpose: string;
  /** How long it lasts. */
  lifetime: string;
}

/** A collapsible section of the policy (spec: the page's collapsible sections). */
interface CookieSection {
  title: string;
  paragraphs: string[];
}

/** The whole policy in one language. */
export interface CookiePolicyText {
  /** Document title ("Cookie policy"). */
  title: string;
  /**
   * The opening paragraph, in plain words: what is stored is only what Cartella needs to work, so
   * there is nothing to accept or revoke (no banner, no consent date; issue #37).
   */
  intro: string;
  /** Heading of the list of cookies and storage. */
  entriesHeading: string;
  /** Labels of each entry's fields. */
  labels: { kind: string; purpose: string; lifetime: string };
  entries: CookieEntry[];
  /** Why there is no CSRF token, in plain words. */
  csrfNote: string;
  /** What the page's one control deletes (the browser's own storage), and how the session cookie goes. */
  clearNote: string;
  sections: CookieSection[];
}

const idleMinutes = IDLE_LOGOUT_SECONDS / 60;

const it: CookiePolicyText = {
  title: 'Cookie policy',
  intro:
    "Cartella salva nel tuo browser solo quello che gli serve per funzionare, elencato qui sotto: l'accesso in corso, la lingua che hai scelto e l'ora della tua ultima attività. Sono cookie e archivi tecnici, che non richiedono il tuo consenso: non c'è niente da accettare né da revocare. Cartella non usa cookie di analisi, di profilazione o di terze parti.",
  entriesHeading: 'Cookie e archivi usati',
  labels: { kind: 'Tipo', purpose: 'Finalità', lifetime: 'Durata' },
  entries: [
    {
      name: SESSION_COOKIE_NAME,
      kind: 'Cookie tecnico',
      purpose: "Tiene aperta la sessione dopo l'accesso. Nessuno script della pagina può leggerlo.",
      lifetime: `${SESSION_LIFETIME_MINUTES} minuti dall'accesso, o fino all'uscita; la sessione si chiude anche dopo ${idleMinutes} minuti senza attività.`,
    },
    {
      name: PENDING_SIGN_IN_COOKIE_NAME,
      kind: 'Cookie tecnico',
      purpose:
        "Solo per gli account con l'accesso in due passaggi: ricorda, tra la password e il codice o la passkey, l'accesso in corso.",
      lifetime: `${SECOND_STEP_MINUTES} minuti al massimo; si elimina quando l'accesso è completato.`,
    },
    {
      name: OIDC_STATE_COOKIE_NAME,
      kind: 'Cookie tecnico',
      purpose:
        "Solo per l'accesso con il provider esterno: lega la risposta del provider al browser che ha iniziato l'accesso.",
      lifetime: '10 minuti al massimo; si elimina al ritorno dal provider.',
    },
    {
      name: LANGUAGE_STORAGE_KEY,
      kind: 'Archivio del browser',
      purpose: 'Ricorda la lingua scelta (italiano o inglese) su questo dispositivo.',
      lifetime: "Finché non la elimini qui o cancelli i dati del browser; resta dopo l'uscita.",
    },
    {
      name: LAST_ACTIVITY_STORAGE_KEY,
      kind: 'Archivio del browser',
      purpose: `Ora dell'ultima attività, condivisa tra le schede, per l'uscita automatica dopo ${idleMinutes} minuti di inattività.`,
      lifetime: "Fino all'uscita; viene riscritta alla prossima attività dopo l'accesso.",
    },
  ],
  csrfNote:
    "Non serve un cookie contro le richieste contraffatte (il token CSRF): il browser manda il cookie dell'accesso solo con le richieste partite dalle pagine di Cartella, e il server rifiuta ogni modifica che arrivi da un altro sito.",
  clearNote:
    "Dalla pagina Cookie di Cartella puoi eliminare dal browser la lingua scelta e l'ora dell'ultima attività. Il cookie dell'accesso si elimina quando premi Esci.",
  sections: [
    {
      title: 'Cosa sono i cookie',
      paragraphs: [
        "I cookie sono piccoli file che un sito salva nel browser e che il browser rimanda al sito a ogni richiesta. L'archivio locale (localStorage e sessionStorage) è uno spazio simile che solo le pagine del sito leggono e che non viene inviato al server.",
      ],
    },
    {
      title: 'Come disabilitare i cookie',
      paragraphs: [
        "Puoi bloccare o cancellare cookie e dati dei siti dalle impostazioni del browser (di solito in Privacy o Sicurezza). Senza il cookie di sessione non è possibile accedere a Cartella; senza l'archivio locale la lingua torna all'italiano a ogni visita.",
      ],
    },
    {
      title: 'Terze parti',
      paragraphs: [
        'Cartella non carica script, font o immagini da altri siti e non installa cookie di terze parti. Se paghi un abbonamento, il pagamento avviene sul sito di PayPal, che applica i propri cookie secondo la propria informativa.',
      ],
    },
    {
      title: 'Maggiori informazioni',
      paragraphs: ["Come Cartella tratta i tuoi dati è descritto nell'informativa sulla privacy."],
    },
  ],
};

const en: CookiePolicyText = {
  title: 'Cookie policy',
  intro:
    'Cartella keeps in your browser only what it needs to work, listed below: the sign-in under way, the language you chose and the time of your last activity. They are technical cookies and storage, which need no consent: there is nothing to accept or revoke. Cartella uses no analytics, profiling or third-party cookies.',
  entriesHeading: 'Cookies and storage used',
  labels: { kind: 'Type', purpose: 'Purpose', lifetime: 'Lifetime' },
  entries: [
    {
      name: SESSION_COOKIE_NAME,
      kind: 'Technical cookie',
      purpose: 'Keeps you signed in after you sign in. No script on the page can read it.',
      lifetime: `${SESSION_LIFETIME_MINUTES} minutes from signing in, or until you sign out; the session also ends after ${idleMinutes} minutes without activity.`,
    },
    {
      name: PENDING_SIGN_IN_COOKIE_NAME,
      kind: 'Technical cookie',
      purpose:
        'Only for accounts with two-step sign-in: remembers the sign-in under way between the password and the code or passkey.',
      lifetime: `At most ${SECOND_STEP_MINUTES} minutes; deleted when the sign-in is complete.`,
    },
    {
      name: OIDC_STATE_COOKIE_NAME,
      kind: 'Technical cookie',
      purpose:
        "Only for signing in with the external provider: ties the provider's answer to the browser that started the sign-in.",
      lifetime: 'At most 10 minutes; deleted on the way back from the provider.',
    },
    {
      name: LANGUAGE_STORAGE_KEY,
      kind: "Browser's storage",
      purpose: 'Remembers the language you chose (Italian or English) on this device.',
      lifetime: "Until you delete it here or clear the browser's data; it stays after signing out.",
    },
    {
      name: LAST_ACTIVITY_STORAGE_KEY,
      kind: "Browser's storage",
      purpose: `Time of your last activity, shared by the tabs, for the automatic sign-out after ${idleMinutes} minutes of inactivity.`,
      lifetime: 'Until you sign out; written again at your next activity after signing in.',
    },
  ],
  csrfNote:
    "No cookie against forged requests (a CSRF token) is needed: the browser sends the sign-in cookie only with requests made by Cartella's own pages, and the server refuses every change that comes from another site.",
  clearNote:
    "On Cartella's Cookies page you can delete the language you chose and the time of your last activity from the browser. The sign-in cookie is deleted when you press Log out.",
  sections: [
    {
      title: 'What cookies are',
      paragraphs: [
        "Cookies are small files a site saves in the browser, which the browser sends back to the site with every request. Local storage (localStorage and sessionStorage) is a similar space that only the site's pages read and that is not sent to the server.",
      ],
    },
    {
      title: 'How to disable cookies',
      paragraphs: [
        "You can block or delete cookies and site data in the browser's settings (usually under Privacy or Security). Without the session cookie you cannot sign in to Cartella; without local storage the language goes back to Italian at every visit.",
      ],
    },
    {
      title: 'Third parties',
      paragraphs: [
        "Cartella loads no scripts, fonts or images from other sites and sets no third-party cookies. If you pay for a subscription, the payment happens on PayPal's site, which applies its own cookies under its own notice.",
      ],
    },
    {
      title: 'More information',
      paragraphs: ['How Cartella processes your data is described in the privacy notice.'],
    },
  ],
};

/** The cookie policy in the given language. */
export function cookiePolicyText(locale: Locale): CookiePolicyText {
  return locale === 'en' ? en : it;
}

/** File name of the policy as a PDF. */
export const COOKIE_POLICY_FILE_NAME = 'CookiePolicy.pdf';
