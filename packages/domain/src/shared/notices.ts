import type { Message } from './messages.ts';

/**
 * Named texts of the error catalogues (spec 000 and 001, section 8) and the dialog texts of
 * section 2, in Italian (the spec's wording exactly, trailing spaces included) and English.
 * Texts the spec quotes in English get an Italian text of ours; the English keeps the spec's
 * wording (docs/spec-deviations/domain.md lists each).
 */

function msg(id: string, it: string, en: string): Message {
  return { id, it, en };
}

/** Success toasts and alerts. */
export const successMessages = {
  /** Spec 000, section 8: generic success. */
  saveSuccess: msg('success.save', 'Salvato con successo! ', 'Saved successfully! '),
  /** Spec 001, section 8: save success. */
  dataSaved: msg('success.data_saved', 'Dati salvati con successo!', 'Data saved successfully!'),
  /** Spec 000, section 8: contacts. */
  contactDeleted: msg(
    'success.contact_deleted',
    'Contatto eliminato con successo! ',
    'Contact deleted successfully! ',
  ),
  /** Spec 000, section 8: contact confidentiality (the spec's spelling). */
  confidentialityUpdated: msg(
    'success.confidentiality_updated',
    'Confidenzialita aggiornato con successo! ',
    'Confidentiality updated successfully! ',
  ),
  /** Spec 000, section 8: therapy saved, when the server sends no message. */
  operationCompleted: msg(
    'success.operation_completed',
    'Operazione completata con successo',
    'Operation completed successfully',
  ),
  /** Spec 000, section 8: files. */
  fileSaved: msg('success.file_saved', 'File salvato con successo!', 'File saved successfully!'),
  fileChanged: msg('success.file_changed', 'File cambiato con successo!', 'File changed successfully!'),
  fileConfidentialityChanged: msg(
    'success.file_confidentiality_changed',
    'Confidenzialità modificata con successo!',
    'Confidentiality changed successfully!',
  ),
  fileDownloaded: msg(
    'success.file_downloaded',
    'File scaricato con successo! ',
    'File downloaded successfully! ',
  ),
  fileDeleted: msg('success.file_deleted', 'File eliminato con successo!', 'File deleted successfully!'),
  /** Spec 000, section 8: exam attachment upload. */
  fileUploaded: msg('success.file_uploaded', 'File caricato con successo!', 'File uploaded successfully!'),
  /** Spec 000, section 8: doctors. */
  doctorAdded: msg('success.doctor_added', 'Hai aggiunto un dottore!', 'You added a doctor!'),
  doctorRemoved: msg(
    'success.doctor_removed',
    'Hai rimosso con successo il medico associato!',
    'You removed the associated doctor!',
  ),
  doctorConfidentialityUpdated: msg(
    'success.doctor_confidentiality_updated',
    'Hai aggiornato con successo il livello di confidenzialità!',
    'You updated the confidentiality level!',
  ),
  /** Spec 000 and 001, section 8: mail sent (the spec quotes 'success'). */
  mailSent: msg('success.mail_sent', 'Messaggio inviato', 'success'),
  /** Spec 001, section 8. */
  physiologicalAnamnesisSaved: msg(
    'success.physiological_anamnesis_saved',
    'Anamnesi Fisiologica aggiornata con successo!',
    'Physiological history updated successfully!',
  ),
  visitDeleted: msg('success.visit_deleted', 'Visita eliminata con successo!', 'Visit deleted successfully!'),
  actionSucceeded: msg('success.action', "L'azione ha avuto successo!", 'The action succeeded!'),
  cookiesDeleted: msg('success.cookies_deleted', 'Cookies eliminati correttamente', 'Cookies deleted'),
  /** Issue #37: a device import undone, its readings gone from the record. */
  importUndone: msg('success.import_undone', 'Importazione annullata', 'Import undone'),
} as const satisfies Record<string, Message>;

/** Failure toasts and alerts. */
export const failureMessages = {
  /** Spec 000 and 001, section 8: generic save failure (same text as requestErrorMessages.internal). */
  genericError: msg(
    'failure.generic',
    'Siamo spiacenti si è verificato un errore. La preghiamo di riprovare più tardi',
    'Sorry, an error occurred. Please try again later',
  ),
  /** Spec 000, section 8: contact deletion failed ("plus the error"). */
  contactDeleteFailed: msg('failure.contact_delete', "Errore durante l'eliminazione", 'Error while deleting'),
  /** Spec 000, section 8: contact confidentiality failed (the spec's wording). */
  confidentialityUpdateFailed: msg(
    'failure.confidentiality_update',
    'Errore durante la modifica il confidenzialita',
    'Error while changing the confidentiality',
  ),
  /** Spec 000, section 8: therapy failure, when the server sends no message. */
  therapyError: msg(
    'failure.therapy',
    'Siamo spiacenti, si è verificato un errore. La preghiamo di riprovare più tardi',
    'Sorry, an error occurred. Please try again later',
  ),
  /** Spec 000, section 8: interaction check failed; the drug is rejected. */
  interactionCheckFailed: msg(
    'failure.interaction_check',
    'Errore nel controllo delle interazioni tra farmaci.',
    'Error while checking drug interactions.',
  ),
  /** Spec 000, section 8: files. */
  fileDeleteFailed: msg(
    'failure.file_delete',
    'Non puoi eliminare questo file',
    'You cannot delete this file',
  ),
  fileUploadFailed: msg(
    'failure.file_upload',
    'Si è verificato un problema nel caricamento del file. Prova a riprovare più tardi. Se il problema persiste segnalalo scrivendo ad {email}',
    'There was a problem uploading the file. Please try again later. If the problem persists, report it by writing to {email}',
  ),
  /** Spec 000 and 001, section 8: mail not sent (the spec quotes 'fail'). */
  mailFailed: msg('failure.mail', 'Invio non riuscito', 'fail'),
  /** Spec 001, section 8: physiological anamnesis ("plus the error"). */
  updateFailed: msg('failure.update', "Errore durante l'aggiornamento", 'Error while updating'),
  visitDeleteFailed: msg(
    'failure.visit_delete',
    'Visita non eliminata, riprova',
    'Visit not deleted, try again',
  ),
  actionFailed: msg(
    'failure.action',
    "L'azione non è riuscita. Riprova più tardi.",
    'The action failed. Try again later.',
  ),
  /** Spec 001, section 8: dictionary failedSaving. */
  failedSaving: msg(
    'failure.saving',
    'Impossibile salvare le informazioni',
    'Unable to save the information',
  ),
  /** Spec 001, section 8: dictionary messages whose wording the spec does not quote. */
  wrongEmail: msg(
    'failure.wrong_email',
    "L'indirizzo e-mail non è corretto.",
    'The e-mail address is wrong.',
  ),
  wrongCode: msg('failure.wrong_code', 'Il codice non è corretto.', 'The code is wrong.'),
  wrongPassword: msg('failure.wrong_password', 'La password non è corretta.', 'The password is wrong.'),
  /** Spec 001, section 8: e-mail login failed (the spec quotes English). */
  wrongCredentials: msg(
    'failure.wrong_credentials',
    'Nome utente o password errati',
    'Wrong username or password',
  ),
  /** Spec 001, section 8: identity-provider sign-in failed (the spec quotes English). */
  notRegisteredWithProvider: msg(
    'failure.not_registered_with_provider',
    'Non sei ancora registrato con Google',
    'Not registered with Google yet',
  ),
} as const satisfies Record<string, Message>;

/**
 * Confirmation dialogs. The spec's questions before a plain save or a download ('Salvare le
 * modifiche ? ', 'Sei sicuro di salvare i dati?', 'Scaricare il File?', 'Scaricare Report?') are not
 * asked, so they have no message here (issue #37; docs/spec-deviations/domain.md).
 */
export const confirmMessages = {
  /** Spec 000, section 8. */
  confirmRemoveContact: msg('confirm.remove_contact', 'Rimuovere il contatto?', 'Remove the contact?'),
  confirmRemoveReport: msg('confirm.remove_report', 'Rimuovere la segnalazione?', 'Remove the report?'),
  confirmDeleteRecord: msg(
    'confirm.delete_record',
    'Sei sicuro di cancellare il record?',
    'Are you sure you want to delete the record?',
  ),
  confirmRevertChanges: msg('confirm.revert_changes', 'Ripristina modifiche ?', 'Revert changes?'),
  confirmRemoveDoctor: msg(
    'confirm.remove_doctor',
    'Sei sicuro di voler rimuovere il medico?',
    'Are you sure you want to remove the doctor?',
  ),
  /** Spec 000, section 8 quotes English: 'Delete File?'. */
  confirmDeleteFile: msg('confirm.delete_file', 'Eliminare il file?', 'Delete File?'),
  /** Spec 000, section 8: interaction warning. */
  confirmContinueDespiteInteractions: msg(
    'confirm.continue_despite_interactions',
    'Vuoi continuare comunque?',
    'Do you want to continue anyway?',
  ),
  /** Spec 001, section 8. */
  confirmDeleteVisit: msg(
    'confirm.delete_visit',
    'Sei sicuro di cancellare la visita?',
    'Are you sure you want to delete the visit?',
  ),
  /** Spec 001, section 2. */
  confirmRemoveDiagnosis: msg('confirm.remove_diagnosis', 'Rimuovere la diagnosi?', 'Remove the diagnosis?'),
  confirmMoveDiagnosis: msg(
    'confirm.move_diagnosis',
    'Vuoi spostare la diagnosi?',
    'Do you want to move the diagnosis?',
  ),
} as const satisfies Record<string, Message>;

/** Informational texts, empty states and titles. */
export const infoMessages = {
  /** Spec 000, section 2 quotes English: 'LOADING YOUR DATA'. */
  loadingData: msg('info.loading_data', 'CARICAMENTO DEI TUOI DATI', 'LOADING YOUR DATA'),
  /** Spec 000 and 001, sections 1 and 8: subscription gate. */
  subscriptionGate: msg(
    'info.subscription_gate',
    'Questa sezione non è prevista nella tua sottoscrizione',
    'This section is not included in your subscription',
  ),
  /** Spec 000, section 8. */
  drugInfoMissing: msg(
    'info.drug_info_missing',
    'Nessuna informazione di dettaglio per questo farmaco',
    'No detailed information for this drug',
  ),
  /** Spec 000, section 8: empty exam search (the spec's wording). */
  examSearchEmpty: msg('info.exam_search_empty', 'nessuna data', 'no data'),
  /** Spec 001, section 8. */
  vaccineInfoMissing: msg(
    'info.vaccine_info_missing',
    'Nessuna informazione di dettaglio per questo vaccino',
    'No detailed information for this vaccine',
  ),
  /** Spec 001, section 5: vaccine search without results (the spec's spacing). */
  noResults: msg('info.no_results', 'Nessun risultato trovato !', 'No results found!'),
  /** Spec 001, sections 2 and 8. */
  noActiveSubscription: msg(
    'info.no_active_subscription',
    'Nessuna sottoscrizione attiva',
    'No active subscription',
  ),
  /** Spec 001, sections 2 and 8 ("il contratto N"). */
  contractNotRead: msg(
    'info.contract_not_read',
    'Devi leggere completamente il contratto {contract} prima di accettarlo.',
    'You must read contract {contract} to the end before accepting it.',
  ),
  /** Spec 001, section 2: vital readings actions. */
  featureNotAvailable: msg(
    'info.feature_not_available',
    'Funzione non ancora disponibile',
    'Feature not available yet',
  ),
  /** Spec 000, section 2: modal titles. */
  addFileTitle: msg('info.add_file_title', 'Aggiungi file: ', 'Add file: '),
  editFileTitle: msg('info.edit_file_title', 'Modifica file', 'Edit file'),
  kardiaPreview: msg('info.kardia_preview', 'Anteprima Kardia', 'Kardia preview'),
  /** Spec 001, section 2: diagnosis dialogs. */
  editDiagnosisTitle: msg('info.edit_diagnosis_title', 'Modifica la diagnosi', 'Edit the diagnosis'),
  /** The spec's 'Nuovo Careprovider..', in the patient's words (issue #37). */
  newCareProvider: msg('info.new_care_provider', 'Nuovo medico…', 'New doctor…'),
  otherDoctor: msg('info.other_doctor', 'Altro Medico', 'Other doctor'),
} as const satisfies Record<string, Message>;

/** Button labels of the dialogs (spec 000 and 001, section 2). */
export const actionLabels = {
  cancel: msg('action.cancel', 'Annulla', 'Cancel'),
  subscribe: msg('action.subscribe', 'Iscriviti', 'Subscribe'),
  proceed: msg('action.proceed', 'Procedi', 'Proceed'),
  send: msg('action.send', 'Inviare', 'Send'),
  yes: msg('action.yes', 'Si', 'Yes'),
  no: msg('action.no', 'No', 'No'),
  continue: msg('action.continue', 'Prosegui', 'Continue'),
  save: msg('action.save', 'Salva', 'Save'),
  calculate: msg('action.calculate', 'Calcola', 'Calculate'),
  searchDevice: msg('action.search_device', 'Ricerca device', 'Search device'),
  deleteAccount: msg('action.delete_account', 'Elimina Account', 'Delete account'),
  cancelSubscription: msg('action.cancel_subscription', 'Annulla sottoscrizione', 'Cancel subscription'),
} as const satisfies Record<string, Message>;
