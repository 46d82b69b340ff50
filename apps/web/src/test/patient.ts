import type { Patient } from '@cartella/domain';

/** A complete, valid record of the kind GET /api/patient/{id} answers (Mario Rossi, born in Rome). */
export const mario: Patient = {
  id_paziente: 1,
  id_utente: 1,
  paziente_nome: 'Mario',
  paziente_cognome: 'Rossi',
  paziente_codfiscale: 'RSSMRA80A01H501U',
  paziente_nascita: '1980-01-01',
  paziente_sesso: 'male',
  paziente_eta: 46,
  paziente_email: 'mario@example.org',
  id_stato_matrimoniale: null,
  paziente_gruppo: null,
  paziente_donatore_organi: null,
  user: {
    id_utente: 1,
    email: 'mario@example.org',
    utente_nome: 'Mario Rossi',
    contact_detail: {
      comune_nascita: 'Roma',
      comune_nascita_codice: 'H501',
      comune_residenza: 'Roma',
      comune_residenza_codice: 'H501',
      contatto_indirizzo: 'Via Appia 1',
      contatto_telefono: '+39 333 123 4567',
    },
  },
};
