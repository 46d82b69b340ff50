/**
 * Demo accounts created by the seed only when asked (SEED_DEMO=1, as `npm start` does). All share one password, printed
 * by main.ts. The tax codes are valid codici fiscali for made-up people (check character computed).
 */
export const DEMO_PASSWORD = 'Cartella.Demo.2026';

export interface DemoAccount {
  email: string;
  utente_nome: string;
  /** Licence description (licenceSeeds in @cartella/domain). */
  licence: string;
  /** Roles held directly, beside the licence's. */
  roles: readonly string[];
  patient: {
    paziente_nome: string;
    paziente_cognome: string;
    paziente_codfiscale: string;
    paziente_nascita: string;
    paziente_sesso: 'male' | 'female';
    id_stato_matrimoniale: number;
    paziente_gruppo: string;
    paziente_donatore_organi: 0 | 1;
  };
  contact: {
    comune_nascita: string;
    comune_residenza: string;
    contatto_indirizzo: string;
    contatto_telefono: string;
  };
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'giulia.bianchi@example.org',
    utente_nome: 'Giulia Bianchi',
    licence: 'Completa',
    roles: [],
    patient: {
      paziente_nome: 'Giulia',
      paziente_cognome: 'Bianchi',
      // BNC (Bianchi) GLI (Giulia) 80 A (January) 41 (day 1 + 40, female) H501 (Roma) C.
      paziente_codfiscale: 'BNCGLI80A41H501C',
      paziente_nascita: '1980-01-01',
      paziente_sesso: 'female',
      id_stato_matrimoniale: 2,
      paziente_gruppo: 'A +',
      paziente_donatore_organi: 1,
    },
    contact: {
      comune_nascita: 'Roma',
      comune_residenza: 'Roma',
      contatto_indirizzo: 'Via dei Fori Imperiali 12',
      contatto_telefono: '+39 06 5550 1234',
    },
  },
  {
    email: 'marco.rossi@example.org',
    utente_nome: 'Marco Rossi',
    licence: 'Base',
    roles: [],
    patient: {
      paziente_nome: 'Marco',
      paziente_cognome: 'Rossi',
      // RSS (Rossi) MRC (Marco) 75 C (March) 15 F205 (Milano) U.
      paziente_codfiscale: 'RSSMRC75C15F205U',
      paziente_nascita: '1975-03-15',
      paziente_sesso: 'male',
      id_stato_matrimoniale: 1,
      paziente_gruppo: '0 +',
      paziente_donatore_organi: 0,
    },
    contact: {
      comune_nascita: 'Milano',
      comune_residenza: 'Milano',
      contatto_indirizzo: 'Corso Buenos Aires 45',
      contatto_telefono: '+39 02 5550 9876',
    },
  },
  {
    email: 'admin@example.org',
    utente_nome: 'Amministratore',
    licence: 'Completa',
    roles: ['Amministratore'],
    patient: {
      paziente_nome: 'Luca',
      paziente_cognome: 'Verdi',
      // VRD (Verdi) LCU (Luca) 70 L (July) 20 L219 (Torino) C.
      paziente_codfiscale: 'VRDLCU70L20L219C',
      paziente_nascita: '1970-07-20',
      paziente_sesso: 'male',
      id_stato_matrimoniale: 2,
      paziente_gruppo: 'B -',
      paziente_donatore_organi: 1,
    },
    contact: {
      comune_nascita: 'Torino',
      comune_residenza: 'Torino',
      contatto_indirizzo: 'Via Po 3',
      contatto_telefono: '+39 011 555 0042',
    },
  },
];
