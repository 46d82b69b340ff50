import { LOCKED_CONSENT_TREATMENT_ID, RETENTION_CONSENT_TREATMENT_ID } from '@cartella/domain';
import type { Database } from '../client.ts';
import { treatments } from '../schemas/account.ts';

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
}
