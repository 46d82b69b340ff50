import { describe, expect, it } from 'vitest';
import { issueMessages, type Message, requestErrorMessages, toDescriptor, translate } from './messages.ts';
import { confirmMessages, failureMessages, infoMessages, successMessages } from './notices.ts';
import { specSection } from './test-support/spec-text.ts';

/**
 * Every message of sections 5 and 8 of both documents: the spec's quoted text, where it is
 * quoted, and the catalogue message that renders it. `values` fill placeholders the spec writes
 * as letters (X, Y, N). `quotedIn: 'en'` marks texts the spec quotes in English.
 */
interface CatalogueCase {
  file: 'part1' | 'part2';
  section: 5 | 8;
  spec: string;
  message: Message;
  values?: Record<string, string>;
  quotedIn?: 'en';
}

const cases: CatalogueCase[] = [
  // Part 1, section 5.
  { file: 'part1', section: 5, spec: 'Questo campo è obbligatorio!', message: issueMessages.required },
  { file: 'part1', section: 5, spec: 'Codice Fiscale non valido!', message: issueMessages.tax_code_invalid },
  { file: 'part1', section: 5, spec: 'Seleziona una delle città', message: issueMessages.city_not_selected },
  {
    file: 'part1',
    section: 5,
    spec: 'La data inserita non è valida!',
    message: issueMessages.date_in_future,
  },
  {
    file: 'part1',
    section: 5,
    spec: 'Il numero di telefono non è valido!',
    message: issueMessages.phone_invalid,
  },
  {
    file: 'part1',
    section: 5,
    spec: 'Il motivo è obbligatorio per le terapie vietate',
    message: issueMessages.reason_required,
  },
  {
    file: 'part1',
    section: 5,
    spec: 'La data di inizio è obbligatoria!',
    message: issueMessages.start_date_required,
  },
  {
    file: 'part1',
    section: 5,
    spec: 'La nota non può superare i 100 caratteri.',
    message: issueMessages.note_too_long,
  },
  {
    file: 'part1',
    section: 5,
    spec: 'Data di fine non può essere precedente alla data di inizio!',
    message: issueMessages.end_before_start,
  },
  {
    file: 'part1',
    section: 5,
    spec: 'Data inizio maggiore di data fine',
    message: issueMessages.first_assumption_after_last,
  },
  {
    file: 'part1',
    section: 5,
    spec: 'Seleziona un tipo di file valido.',
    message: issueMessages.file_type_invalid,
  },
  { file: 'part1', section: 5, spec: 'Seleziona un file PDF', message: issueMessages.pdf_required },
  {
    file: 'part1',
    section: 5,
    spec: 'La data di inserimento non può essere successiva alla data odierna',
    message: issueMessages.survey_date_in_future,
  },
  // Part 1, section 8.
  {
    file: 'part1',
    section: 8,
    spec: 'Siamo spiacenti si è verificato un errore. La preghiamo di riprovare più tardi',
    message: failureMessages.genericError,
  },
  {
    file: 'part1',
    section: 8,
    spec: 'Siamo spiacenti si è verificato un errore. La preghiamo di riprovare più tardi',
    message: requestErrorMessages.internal,
  },
  { file: 'part1', section: 8, spec: 'Salvato con successo! ', message: successMessages.saveSuccess },
  {
    file: 'part1',
    section: 8,
    spec: 'Contatto eliminato con successo! ',
    message: successMessages.contactDeleted,
  },
  {
    file: 'part1',
    section: 8,
    spec: "Errore durante l'eliminazione",
    message: failureMessages.contactDeleteFailed,
  },
  {
    file: 'part1',
    section: 8,
    spec: 'Confidenzialita aggiornato con successo! ',
    message: successMessages.confidentialityUpdated,
  },
  {
    file: 'part1',
    section: 8,
    spec: 'Errore durante la modifica il confidenzialita',
    message: failureMessages.confidentialityUpdateFailed,
  },
  {
    file: 'part1',
    section: 8,
    spec: 'Rimuovere il contatto?',
    message: confirmMessages.confirmRemoveContact,
  },
  {
    file: 'part1',
    section: 8,
    spec: 'Rimuovere la segnalazione?',
    message: confirmMessages.confirmRemoveReport,
  },
  {
    file: 'part1',
    section: 8,
    spec: 'Sei sicuro di cancellare il record?',
    message: confirmMessages.confirmDeleteRecord,
  },
  {
    file: 'part1',
    section: 8,
    spec: 'Ripristina modifiche ?',
    message: confirmMessages.confirmRevertChanges,
  },
  {
    file: 'part1',
    section: 8,
    spec: 'Sei sicuro di voler rimuovere il medico?',
    message: confirmMessages.confirmRemoveDoctor,
  },
  {
    file: 'part1',
    section: 8,
    spec: 'Delete File?',
    message: confirmMessages.confirmDeleteFile,
    quotedIn: 'en',
  },
  {
    file: 'part1',
    section: 8,
    spec: 'Operazione completata con successo',
    message: successMessages.operationCompleted,
  },
  {
    file: 'part1',
    section: 8,
    spec: 'Siamo spiacenti, si è verificato un errore. La preghiamo di riprovare più tardi',
    message: failureMessages.therapyError,
  },
  {
    file: 'part1',
    section: 8,
    spec: 'Nessuna informazione di dettaglio per questo farmaco',
    message: infoMessages.drugInfoMissing,
  },
  {
    file: 'part1',
    section: 8,
    spec: 'Vuoi continuare comunque?',
    message: confirmMessages.confirmContinueDespiteInteractions,
  },
  {
    file: 'part1',
    section: 8,
    spec: 'Errore nel controllo delle interazioni tra farmaci.',
    message: failureMessages.interactionCheckFailed,
  },
  { file: 'part1', section: 8, spec: 'File salvato con successo!', message: successMessages.fileSaved },
  { file: 'part1', section: 8, spec: 'File cambiato con successo!', message: successMessages.fileChanged },
  {
    file: 'part1',
    section: 8,
    spec: 'Confidenzialità modificata con successo!',
    message: successMessages.fileConfidentialityChanged,
  },
  {
    file: 'part1',
    section: 8,
    spec: 'File scaricato con successo! ',
    message: successMessages.fileDownloaded,
  },
  { file: 'part1', section: 8, spec: 'File eliminato con successo!', message: successMessages.fileDeleted },
  {
    file: 'part1',
    section: 8,
    spec: 'Non puoi eliminare questo file',
    message: failureMessages.fileDeleteFailed,
  },
  {
    file: 'part1',
    section: 8,
    spec: 'Si è verificato un problema nel caricamento del file. Prova a riprovare più tardi. Se il problema persiste segnalalo scrivendo ad {email}',
    message: failureMessages.fileUploadFailed,
  },
  { file: 'part1', section: 8, spec: 'File caricato con successo!', message: successMessages.fileUploaded },
  { file: 'part1', section: 8, spec: 'Hai aggiunto un dottore!', message: successMessages.doctorAdded },
  {
    file: 'part1',
    section: 8,
    spec: 'Hai rimosso con successo il medico associato!',
    message: successMessages.doctorRemoved,
  },
  {
    file: 'part1',
    section: 8,
    spec: 'Hai aggiornato con successo il livello di confidenzialità!',
    message: successMessages.doctorConfidentialityUpdated,
  },
  { file: 'part1', section: 8, spec: 'fail', message: failureMessages.mailFailed, quotedIn: 'en' },
  { file: 'part1', section: 8, spec: 'success', message: successMessages.mailSent, quotedIn: 'en' },
  {
    file: 'part1',
    section: 8,
    spec: 'Questa sezione non è prevista nella tua sottoscrizione',
    message: infoMessages.subscriptionGate,
  },
  {
    file: 'part1',
    section: 8,
    spec: 'Questa sezione non è prevista nella tua sottoscrizione',
    message: requestErrorMessages.permission_denied,
  },
  { file: 'part1', section: 8, spec: 'nessuna data', message: infoMessages.examSearchEmpty },
  // Part 2, section 5.
  { file: 'part2', section: 5, spec: 'Questo campo è obbligatorio!', message: issueMessages.required },
  {
    file: 'part2',
    section: 5,
    spec: 'La data inserita non è valida!',
    message: issueMessages.date_in_future,
  },
  { file: 'part2', section: 5, spec: 'Nessun risultato trovato !', message: infoMessages.noResults },
  { file: 'part2', section: 5, spec: 'Inserire età corretta', message: issueMessages.pregnancy_age_invalid },
  {
    file: 'part2',
    section: 5,
    spec: 'Di norma la gravidanza termina a 9 mesi. Verifica che il valore inserito sia corretto',
    message: issueMessages.pregnancy_too_long,
  },
  {
    file: 'part2',
    section: 5,
    spec: 'Sei sicuro di cancellare il record?',
    message: confirmMessages.confirmDeleteRecord,
  },
  { file: 'part2', section: 5, spec: 'URL non valido o mancante!', message: issueMessages.url_invalid },
  {
    file: 'part2',
    section: 5,
    spec: 'Non sono ammessi numeri negativi e lettere. Inserisci un numero positivo.',
    message: issueMessages.number_not_positive,
  },
  {
    file: 'part2',
    section: 5,
    spec: 'Controlla il valore inserito. Il valore deve essere compreso tra X e Y',
    message: issueMessages.out_of_range,
    values: { min: 'X', max: 'Y' },
  },
  { file: 'part2', section: 5, spec: 'Si prega di aggiornare il sesso', message: issueMessages.sex_unknown },
  {
    file: 'part2',
    section: 5,
    spec: 'Per favore inserisci un valore valido! Solitamente è compreso tra {low} e {high}.',
    message: issueMessages.framingham_out_of_range,
  },
  {
    file: 'part2',
    section: 5,
    spec: 'Il valore inserito è riscontrato raramente. Verifica di averlo inserito correttamente.',
    message: issueMessages.value_rare,
  },
  {
    file: 'part2',
    section: 5,
    spec: 'Inserire dei valori validi!',
    message: issueMessages.score_values_invalid,
  },
  {
    file: 'part2',
    section: 5,
    spec: 'Compila e/o seleziona tutti i campi!',
    message: issueMessages.score_fields_missing,
  },
  // Part 2, section 8.
  {
    file: 'part2',
    section: 8,
    spec: 'Wrong username or password',
    message: failureMessages.wrongCredentials,
    quotedIn: 'en',
  },
  {
    file: 'part2',
    section: 8,
    spec: 'Wrong username or password',
    message: requestErrorMessages.wrong_credentials,
    quotedIn: 'en',
  },
  {
    file: 'part2',
    section: 8,
    spec: 'Not registered with Google yet',
    message: failureMessages.notRegisteredWithProvider,
    quotedIn: 'en',
  },
  {
    file: 'part2',
    section: 8,
    spec: 'Siamo spiacenti si è verificato un errore. La preghiamo di riprovare più tardi',
    message: failureMessages.genericError,
  },
  { file: 'part2', section: 8, spec: 'Dati salvati con successo!', message: successMessages.dataSaved },
  {
    file: 'part2',
    section: 8,
    spec: 'Anamnesi Fisiologica aggiornata con successo!',
    message: successMessages.physiologicalAnamnesisSaved,
  },
  {
    file: 'part2',
    section: 8,
    spec: "Errore durante l'aggiornamento",
    message: failureMessages.updateFailed,
  },
  {
    file: 'part2',
    section: 8,
    spec: 'Sei sicuro di cancellare la visita?',
    message: confirmMessages.confirmDeleteVisit,
  },
  {
    file: 'part2',
    section: 8,
    spec: 'Visita eliminata con successo!',
    message: successMessages.visitDeleted,
  },
  {
    file: 'part2',
    section: 8,
    spec: 'Visita non eliminata, riprova',
    message: failureMessages.visitDeleteFailed,
  },
  {
    file: 'part2',
    section: 8,
    spec: 'Nessuna informazione di dettaglio per questo vaccino',
    message: infoMessages.vaccineInfoMissing,
  },
  {
    file: 'part2',
    section: 8,
    spec: 'Nessuna sottoscrizione attiva',
    message: infoMessages.noActiveSubscription,
  },
  {
    file: 'part2',
    section: 8,
    spec: 'Devi leggere completamente il contratto N prima di accettarlo.',
    message: infoMessages.contractNotRead,
    values: { contract: 'N' },
  },
  {
    file: 'part2',
    section: 8,
    spec: 'Questa sezione non è prevista nella tua sottoscrizione',
    message: infoMessages.subscriptionGate,
  },
  {
    file: 'part2',
    section: 8,
    spec: 'Inserire dei valori validi!',
    message: issueMessages.score_values_invalid,
  },
  {
    file: 'part2',
    section: 8,
    spec: 'Compila e/o seleziona tutti i campi!',
    message: issueMessages.score_fields_missing,
  },
  {
    file: 'part2',
    section: 8,
    spec: "L'azione ha avuto successo!",
    message: successMessages.actionSucceeded,
  },
  {
    file: 'part2',
    section: 8,
    spec: "L'azione non è riuscita. Riprova più tardi.",
    message: failureMessages.actionFailed,
  },
  {
    file: 'part2',
    section: 8,
    spec: 'Impossibile salvare le informazioni',
    message: failureMessages.failedSaving,
  },
  {
    file: 'part2',
    section: 8,
    spec: 'Cookies eliminati correttamente',
    message: successMessages.cookiesDeleted,
  },
];

describe('the message catalogue against sections 5 and 8 of both documents', () => {
  describe.each(cases)('$file section $section: "$spec"', (entry) => {
    it('quotes a text that the spec section really contains', () => {
      expect(specSection(entry.file, entry.section)).toContain(`'${entry.spec}'`);
    });

    if (entry.quotedIn === 'en') {
      it('keeps the English wording as the English text and has a different Italian text', () => {
        expect(entry.message.en).toBe(entry.spec);
        expect(entry.message.it.trim()).not.toBe('');
        expect(entry.message.it).not.toBe(entry.spec);
      });
    } else {
      it("has an Italian text equal to the spec's and a non-empty English text", () => {
        expect(translate(entry.message, 'it', entry.values)).toBe(entry.spec);
        expect(entry.message.en.trim()).not.toBe('');
      });
    }

    it('becomes a Lingui descriptor with the Italian source text', () => {
      expect(toDescriptor(entry.message)).toEqual({ id: entry.message.id, message: entry.message.it });
    });
  });
});

const all: Message[] = [
  ...Object.values(issueMessages),
  ...Object.values(requestErrorMessages),
  ...Object.values(successMessages),
  ...Object.values(failureMessages),
  ...Object.values(confirmMessages),
  ...Object.values(infoMessages),
];

/**
 * Questions the spec quotes before a plain save or a download, which Cartella does not ask (issue
 * #37, docs/spec-deviations/domain.md): a patient saving their own form or downloading their own
 * file needs no question, and the success message says it is done. Only deletions ask.
 */
const notAsked: { file: 'part1' | 'part2'; section: 5 | 8; spec: string }[] = [
  { file: 'part1', section: 5, spec: 'Sei sicuro di salvare i dati?' },
  { file: 'part1', section: 8, spec: 'Sei sicuro di salvare i dati?' },
  { file: 'part1', section: 8, spec: 'Salvare le modifiche ? ' },
  { file: 'part1', section: 8, spec: 'Scaricare il File?' },
  { file: 'part2', section: 5, spec: 'Sei sicuro di salvare i dati?' },
];

describe('the questions of sections 5 and 8 that Cartella does not ask', () => {
  describe.each(notAsked)('$file section $section: "$spec"', (entry) => {
    it('quotes a text that the spec section really contains', () => {
      expect(specSection(entry.file, entry.section)).toContain(`'${entry.spec}'`);
    });

    it('has no message in the catalogue', () => {
      expect(all.map((message) => message.it)).not.toContain(entry.spec);
    });
  });
});

describe('every catalogue message', () => {
  it('has both texts', () => {
    for (const message of all) {
      expect(message.it.trim(), message.id).not.toBe('');
      expect(message.en.trim(), message.id).not.toBe('');
    }
  });

  it('has a unique id', () => {
    const ids = all.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses the same placeholders in Italian and English', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const message of all) {
      expect(placeholders(message.en), message.id).toEqual(placeholders(message.it));
    }
  });
});
