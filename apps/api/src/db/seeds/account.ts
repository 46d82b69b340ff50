import { LOCKED_CONSENT_TREATMENT_ID, RETENTION_CONSENT_TREATMENT_ID } from '@cartella/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { licences } from '../schema.ts';
import { subscriptionPlans, treatments } from '../schemas/account.ts';

/**
 * The processing purposes a person consents to (issue #24), with what Cartella really does for
 * each. Inserted if missing, so an edited text keeps its edits.
 */
const treatmentSeeds = [
  {
    Id_Trattamento: LOCKED_CONSENT_TREATMENT_ID,
    nome_it: 'Gestione della cartella clinica personale',
    nome_en: 'Keeping your personal health record',
    finalita_it:
      'Conservare e mostrarti i dati sanitari che inserisci (diagnosi, terapie, visite, parametri vitali, ' +
      'diario, vaccinazioni, anamnesi, contatti) e permetterti di accedere al servizio.',
    finalita_en:
      'Storing and showing you the health data you enter (diagnoses, therapies, visits, vital signs, diary, ' +
      'vaccinations, history, contacts) and letting you sign in to the service.',
    informativa_it:
      'Base giuridica: esecuzione del servizio che hai richiesto (art. 6.1.b GDPR) e consenso esplicito al ' +
      'trattamento dei dati relativi alla salute (art. 9.2.a GDPR). È necessario per usare Cartella e non può ' +
      "essere rifiutato qui: per revocarlo elimina l'account dalla pagina Account. I dati restano sul server " +
      'del titolare e non sono comunicati a terzi.',
    informativa_en:
      'Legal basis: performance of the service you asked for (GDPR art. 6(1)(b)) and explicit consent to the ' +
      'processing of health data (GDPR art. 9(2)(a)). It is needed to use Cartella and cannot be refused ' +
      'here: to withdraw it, delete your account from the Account page. The data stays on the ' +
      "controller's server and is not disclosed to third parties.",
  },
  {
    Id_Trattamento: RETENTION_CONSENT_TREATMENT_ID,
    nome_it: "Conservazione dei dati dopo la cancellazione dell'account",
    nome_en: 'Keeping data after the account is deleted',
    finalita_it:
      "Se elimini l'account, conservare per un anno dalla cancellazione i tuoi dati sanitari in forma " +
      'pseudonimizzata (senza nome, codice fiscale, contatti, e-mail e testi liberi), poi cancellarli ' +
      'definitivamente.',
    finalita_en:
      'If you delete your account, keeping your health data pseudonymised (without name, tax code, contacts, ' +
      'e-mail and free text) for one year from the deletion, then erasing it for good.',
    informativa_it:
      'Base giuridica: consenso (art. 6.1.a e 9.2.a GDPR). Facoltativo: se lo rifiuti, alla cancellazione ' +
      "dell'account tutti i tuoi dati vengono eliminati subito. Puoi revocarlo in qualsiasi momento da questa " +
      'pagina.',
    informativa_en:
      'Legal basis: consent (GDPR art. 6(1)(a) and 9(2)(a)). Optional: if you refuse it, all your data is ' +
      'erased as soon as the account is deleted. You can withdraw it at any time on this page.',
  },
];

export async function seedAccount(db: Database): Promise<void> {
  await db.insert(treatments).values(treatmentSeeds).onConflictDoNothing();
  const [complete] = await db
    .select({ id: licences.id })
    .from(licences)
    .where(eq(licences.descrizione, 'Completa'));
  if (complete === undefined) return;
  await db
    .insert(subscriptionPlans)
    .values({ id_licenza: complete.id, ...completePlan })
    .onConflictDoNothing();
}

/** The paid plan: the operator sets its PayPal plan id (admin, or SQL) for its own PayPal account. */
const completePlan = {
  id_paypal_codice_piano: 'P-CARTELLA-COMPLETA',
  include_it:
    'Tutte le sezioni della cartella, compresi il taccuino con i disegni, i farmaci con le interazioni, ' +
    'le segnalazioni di reazioni avverse e i calcolatori di rischio.',
  include_en:
    'Every section of the record, including the diary with drawings, medications with interactions, ' +
    'adverse-reaction reports and the risk calculators.',
  contratto_it: [
    '1. Oggetto. Il contratto regola l’uso della licenza Completa di Cartella, rinnovata ogni mese fino alla disdetta.',
    '2. Prezzo e pagamento. Il canone è di 5,00 euro al mese, IVA inclusa, addebitato da PayPal al momento della sottoscrizione e a ogni rinnovo.',
    '3. Durata e disdetta. Puoi annullare la sottoscrizione in ogni momento dalla pagina Sottoscrizioni: il rinnovo si ferma e la licenza resta attiva fino alla scadenza del periodo già pagato.',
    '4. Recesso. Per i contenuti digitali forniti subito dopo il pagamento, con l’accettazione chiedi che il servizio inizi subito e prendi atto che il diritto di recesso si perde con l’inizio della fornitura (art. 59, lettera o, Codice del consumo).',
    '5. Dati. I dati sanitari restano tuoi e sono trattati come descritto nell’informativa privacy e nella pagina Consensi.',
    '6. Scadenza. Alla scadenza senza rinnovo l’account torna alla licenza Base: nessun dato viene cancellato.',
  ].join('\n\n'),
  contratto_en: [
    '1. Subject. This contract governs the use of the Cartella Complete licence, renewed every month until cancelled.',
    '2. Price and payment. The fee is 5.00 euros a month, VAT included, charged by PayPal when you subscribe and at each renewal.',
    '3. Term and cancellation. You can cancel the subscription at any time on the Subscriptions page: renewal stops and the licence stays active until the end of the period already paid.',
    '4. Withdrawal. For digital content supplied right after payment, by accepting you ask for the service to start at once and acknowledge that the right of withdrawal is lost once supply begins (art. 59(o), Italian Consumer Code).',
    '5. Data. Your health data stays yours and is processed as described in the privacy notice and on the Consents page.',
    '6. Expiry. When the licence expires without renewal the account returns to the Base licence: no data is deleted.',
  ].join('\n\n'),
};
