import type { RecordAllergy } from '@cartella/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { preparedStatement } from '../prepared.ts';
import { patients, users } from '../schema.ts';
import type { vitalReadings } from '../schemas/diagnoses-visits-vitals.ts';
import type { StoredConsent } from './account.ts';
import type { StoredPregnancy } from './anamnesis.ts';
import type { StoredDiaryEntry } from './diary.ts';
import type { CareCentreRow, StoredExam } from './exams.ts';
import type { StoredFile } from './files.ts';

/**
 * The whole patient record in one round trip (spec 000 section 3 "Patient"): one statement whose
 * lists are `json_agg` subqueries, planned once per connection (see below). It answers stored rows, not
 * the wire shape: the route maps them with the same functions the per-list endpoints use, so each
 * rule (a stored code read as a domain code, a name sort in Italian collation) has one home.
 * Plain PostgreSQL 15 SQL, so PGlite and PostgreSQL answer alike.
 */

/** The columns of a contact the wire shape reads. */
interface StoredContact {
  id_contatto: number;
  id_paziente: number;
  author_id: number;
  id_contatto_tipologia: number;
  contatto_nominativo: string;
  contatto_telefono: string;
  id_livello_confidenzialita: number;
  visibility: number | null;
}

interface StoredTherapy {
  therapy: {
    id_terapie: number;
    id_paziente: number;
    id_livello_confidenzialita: number;
    tipo_terapia: number;
    id_farmaco_codifa: string;
    quantita_farmaceutica: string | null;
    frequenza_farmaceutica: string | null;
    data_inizio: string;
    data_fine: string | null;
    id_diagnosi: number | null;
    id_prescrittore: number | null;
    prescrittore: string | null;
    note: string | null;
  };
  drug: { descrizione_breve: string; somministrazione: string };
  diagnosis: { diagnosi_patologia: string } | null;
  prescriber: { fullname: string } | null;
}

interface StoredCareProvider {
  id_careprovider: number;
  fullname: string;
  cpp_localita_iscrizione: string | null;
  specializzation: string | null;
  contatto_indirizzo: string | null;
  email: string | null;
}

interface StoredAssociatedDoctor {
  association: {
    id_cpp: number;
    id_paziente: number;
    id_careprovider: number;
    assegnazione_confidenzialita: number;
    visibility: number;
  };
  careProvider: StoredCareProvider;
}

/** A report as stored, with the drug name of its therapy; created_at as PostgreSQL wrote it in JSON. */
interface StoredAdverseReaction {
  report: Record<string, unknown> & { created_at: string };
  farmaco: string;
}

export interface StoredPatientRecord {
  patient: {
    id_paziente: number;
    id_utente: number;
    paziente_nome: string;
    paziente_cognome: string;
    paziente_codfiscale: string | null;
    paziente_nascita: string | null;
    paziente_sesso: string;
    paziente_email: string | null;
    id_stato_matrimoniale: number | null;
    paziente_gruppo: string | null;
    paziente_donatore_organi: number | null;
  };
  user: { id_utente: number; email: string; utente_nome: string };
  contact: {
    comune_nascita: string | null;
    comune_residenza: string | null;
    contatto_indirizzo: string | null;
    contatto_telefono: string | null;
  } | null;
  cityCodes: { comune_nascita_codice: string | null; comune_residenza_codice: string | null } | null;
  subscription: { id_tipo_licenza: number } | null;
  levels: { id_livello_confidenzialita: number; confidenzialita_descrizione: string }[];
  pharmacovigilanceStructures: { id: number; struttura: string }[];
  emergencyContacts: StoredContact[];
  otherContacts: StoredContact[];
  therapies: StoredTherapy[];
  diaryEntries: (StoredDiaryEntry & { deleted_at: null })[];
  /** Exams not deleted, with their names and linked diagnosis ids, as listExams orders them. */
  exams: StoredExam[];
  /** Ordinary files (every type but kardia), as listFiles orders them. */
  files: StoredFile[];
  /** Kardia recordings (type kardia), as listFiles orders them. */
  kardiaFiles: StoredFile[];
  /** Vital readings, newest first (issue #16); created_on as JSON gives it (a timestamp text). */
  vitalReadings: StoredVitalReading[];
  /** Allergies and intolerances, confirmed or suspected, not deleted (issue #16). */
  allergies: RecordAllergy[];
  associatedDoctors: StoredAssociatedDoctor[];
  unassociatedCareProviders: StoredCareProvider[];
  adverseReactions: StoredAdverseReaction[];
  /** Pregnancies (tbl_gravidanze), as stored; the answer keeps them for female patients only. */
  pregnancies: StoredPregnancy[];
  /** Every specialty tag (doctors, issue 18). */
  specialtyTags: { id_tag: number; tag: string }[];
  /** The tags chosen for the patient's associations with visibility 3. */
  associationTags: { id_cpp: number; id_tag: number; tag: string }[];
  /** The doctors the patient added, not in the directory. */
  ownDoctors: {
    id_careprovider: number;
    contatto_telefono: string | null;
    /** When the doctor confirmed the address (issue #34, T3a), as JSON gives it. */
    email_confermata_il: string | null;
  }[];
  personalLinks: { linkid: number; id_paziente: number; name: string; link: string; descrizione: string }[];
  /** The affiliated centres (reference data, issue #19), by kind and name. */
  careCentres: CareCentreRow[];
  /** Every treatment with the account's consent, in both languages (issue #24). */
  consents: StoredConsent[];
}

export type StoredVitalReading = Omit<typeof vitalReadings.$inferSelect, 'created_on'> & {
  created_on: string;
};

/** `[]` instead of SQL null for an empty list. */
function list(query: ReturnType<typeof sql>) {
  return sql`coalesce((${query}), '[]'::json)`;
}

const contactColumns = sql.raw(`json_build_object(
  'id_contatto', c.id_contatto, 'id_paziente', c.id_paziente, 'author_id', c.author_id,
  'id_contatto_tipologia', c.id_contatto_tipologia, 'contatto_nominativo', c.contatto_nominativo,
  'contatto_telefono', c.contatto_telefono, 'id_livello_confidenzialita', c.id_livello_confidenzialita,
  'visibility', c.visibility)`);

function contactsOfType(type: 10 | 0) {
  return list(sql`select json_agg(${contactColumns} order by c.id_contatto)
    from contatti_paziente c
    where c.id_paziente = ${patients.id_paziente} and c.id_contatto_tipologia = ${sql.raw(String(type))}`);
}

const careProviderColumns = (alias: string) =>
  sql.raw(`json_build_object(
    'id_careprovider', ${alias}.id_careprovider, 'fullname', ${alias}.fullname,
    'cpp_localita_iscrizione', ${alias}.cpp_localita_iscrizione, 'specializzation', ${alias}.specializzation,
    'contatto_indirizzo', ${alias}.contatto_indirizzo, 'email', ${alias}.email)`);

/**
 * The patient's exams as listExams answers them (exams.ts: not deleted, newest date first, with the
 * investigation's and the centre's names) and their linked diagnoses as findExamDiagnoses does
 * (deleted diagnoses left out). indagini_paziente_idx finds the rows, indagini_diagnosi's key the links.
 */
function examList() {
  return list(sql`select json_agg(json_build_object(
      'exam', json_build_object(
        'id_indagine', ex.id_indagine, 'id_paziente', ex.id_paziente,
        'indagine_tipologia', ex.indagine_tipologia, 'id_diagn_investigations', ex.id_diagn_investigations,
        'indagine_stato', ex.indagine_stato, 'indagine_motivo', ex.indagine_motivo,
        'indagine_data_display', ex.indagine_data_display, 'id_centro_indagine', ex.id_centro_indagine,
        'altro_centro', ex.altro_centro, 'careprovider', ex.careprovider,
        'id_livello_confidenzialita', ex.id_livello_confidenzialita),
      'indagine_descrizione', exi.descrizione,
      'centro_nome', exc.centro_nome,
      'diags', ${list(sql`select json_agg(exd.id_diagnosi order by exd.id_diagnosi)
        from indagini_diagnosi exd
        join diagnosi exdg on exdg.id_diagnosi = exd.id_diagnosi
        where exd.id_indagine = ex.id_indagine and exdg.deleted_at is null`)})
      order by ex.indagine_data_display desc, ex.id_indagine desc)
    from indagini ex
    left join indagini_catalogo exi on exi.id = ex.id_diagn_investigations
    left join centri_convenzionati exc on exc.id = ex.id_centro_indagine
    where ex.id_paziente = ${patients.id_paziente} and ex.deleted_at is null and ex.indagine_stato <> 3`);
}

/**
 * The patient's files of the files page as listFiles answers them (files.ts: newest survey date
 * first), the Kardia recordings or the others; files_paziente_idx finds the rows.
 */
function fileList(kind: 'kardia' | 'ordinary') {
  const type = sql.raw(kind === 'kardia' ? `fl.type = 'kardia'` : `fl.type <> 'kardia'`);
  return list(sql`select json_agg(row_to_json(fl) order by fl.data_rilievo desc, fl.id_file desc)
    from files fl
    where fl.id_paziente = ${patients.id_paziente} and ${type}`);
}

/** Same rules as the per-list repositories (therapies.ts, diary.ts, care.ts, patients.ts). */
function recordSelection() {
  return sql<StoredPatientRecord>`json_build_object(
    'patient', json_build_object(
      'id_paziente', ${patients.id_paziente}, 'id_utente', ${patients.id_utente},
      'paziente_nome', ${patients.paziente_nome}, 'paziente_cognome', ${patients.paziente_cognome},
      'paziente_codfiscale', ${patients.paziente_codfiscale}, 'paziente_nascita', ${patients.paziente_nascita},
      'paziente_sesso', ${patients.paziente_sesso}, 'paziente_email', ${patients.paziente_email},
      'id_stato_matrimoniale', ${patients.id_stato_matrimoniale}, 'paziente_gruppo', ${patients.paziente_gruppo},
      'paziente_donatore_organi', ${patients.paziente_donatore_organi}),
    'user', json_build_object(
      'id_utente', ${users.id_utente}, 'email', ${users.email}, 'utente_nome', ${users.utente_nome}),
    'contact', (select json_build_object(
        'comune_nascita', cu.comune_nascita, 'comune_residenza', cu.comune_residenza,
        'contatto_indirizzo', cu.contatto_indirizzo, 'contatto_telefono', cu.contatto_telefono)
      from contatti_utente cu where cu.id_utente = ${users.id_utente}),
    'cityCodes', (select json_build_object(
        'comune_nascita_codice', cc.comune_nascita_codice, 'comune_residenza_codice', cc.comune_residenza_codice)
      from contatti_utente_comuni cc where cc.id_utente = ${users.id_utente}),
    'subscription', (select json_build_object('id_tipo_licenza', s.id_tipo_licenza)
      from sottoscrizioni s
      where s.id_utente = ${users.id_utente}
        and (s.data_scadenza is null or s.data_scadenza >= ${sql.placeholder('today')}::date)
      order by s.created_at desc, s.id desc limit 1),
    'levels', ${list(sql`select json_agg(json_build_object(
        'id_livello_confidenzialita', l.id_livello_confidenzialita,
        'confidenzialita_descrizione', l.confidenzialita_descrizione) order by l.id_livello_confidenzialita)
      from livelli_confidenzialita l`)},
    'pharmacovigilanceStructures', ${list(sql`select json_agg(json_build_object(
        'id', sf.id, 'struttura', sf.struttura) order by sf.id)
      from strutture_farmacovigilanza sf`)},
    'emergencyContacts', ${contactsOfType(10)},
    'otherContacts', ${contactsOfType(0)},
    'therapies', ${list(sql`select json_agg(json_build_object(
        'therapy', json_build_object(
          'id_terapie', t.id_terapie, 'id_paziente', t.id_paziente,
          'id_livello_confidenzialita', t.id_livello_confidenzialita, 'tipo_terapia', t.tipo_terapia,
          'id_farmaco_codifa', t.id_farmaco_codifa, 'quantita_farmaceutica', t.quantita_farmaceutica,
          'frequenza_farmaceutica', t.frequenza_farmaceutica, 'data_inizio', t.data_inizio,
          'data_fine', t.data_fine, 'id_diagnosi', t.id_diagnosi, 'id_prescrittore', t.id_prescrittore,
          'prescrittore', t.prescrittore, 'note', t.note),
        'drug', json_build_object('descrizione_breve', f.descrizione_breve, 'somministrazione', fg.somministrazione),
        'diagnosis', case when d.id_diagnosi is null then null
          else json_build_object('diagnosi_patologia', d.diagnosi_patologia) end,
        'prescriber', case when cp.id_careprovider is null then null
          else json_build_object('fullname', cp.fullname) end)
        order by t.tipo_terapia, t.data_inizio desc, t.id_terapie desc)
      from terapie t
      join farmaci f on f.id_farmaco_codifa = t.id_farmaco_codifa
      join farmaci_gruppi fg on fg.gruppo = f.gruppo
      left join diagnosi d on d.id_diagnosi = t.id_diagnosi and d.id_paziente = t.id_paziente
        and d.deleted_at is null
      left join careproviders cp on cp.id_careprovider = t.id_prescrittore
      where t.id_paziente = ${patients.id_paziente}`)},
    'diaryEntries', ${list(sql`select json_agg(json_build_object(
        'id_taccuino', tc.id_taccuino, 'id_paziente', tc.id_paziente, 'author_id', tc.author_id,
        'taccuino_data', tc.taccuino_data, 'taccuino_descrizione', tc.taccuino_descrizione,
        'taccuino_zone', tc.taccuino_zone,
        'id_livello_confidenzialita', tc.id_livello_confidenzialita, 'deleted_at', tc.deleted_at)
        order by tc.taccuino_data desc, tc.id_taccuino desc)
      from taccuini tc
      where tc.id_paziente = ${patients.id_paziente} and tc.deleted_at is null`)},
    'exams', ${examList()},
    'files', ${fileList('ordinary')},
    'kardiaFiles', ${fileList('kardia')},
    'allergies', ${list(sql`select json_agg(json_build_object(
        'id_diagnosi', dg.id_diagnosi, 'tipo_diagnosi', dg.tipo_diagnosi,
        'diagnosi_patologia', dg.diagnosi_patologia, 'diagnosi_stato', dg.diagnosi_stato)
        order by dg.diagnosi_stato, dg.diagnosi_patologia, dg.id_diagnosi)
      from diagnosi dg
      where dg.id_paziente = ${patients.id_paziente} and dg.deleted_at is null
        and dg.tipo_diagnosi in ('Allergia', 'Intolleranza') and dg.diagnosi_stato in (0, 1)`)},
    'vitalReadings', ${list(sql`select json_agg(row_to_json(pv) order by pv.created_on desc, pv.id_parametro desc)
      from parametri_vitali pv
      where pv.id_paziente = ${patients.id_paziente}`)},
    'associatedDoctors', ${list(sql`select json_agg(json_build_object(
        'association', json_build_object(
          'id_cpp', ma.id_cpp, 'id_paziente', ma.id_paziente, 'id_careprovider', ma.id_careprovider,
          'assegnazione_confidenzialita', ma.assegnazione_confidenzialita, 'visibility', ma.visibility),
        'careProvider', ${careProviderColumns('acp')})
        order by acp.id_careprovider)
      from medici_associati ma
      join careproviders acp on acp.id_careprovider = ma.id_careprovider
      where ma.id_paziente = ${patients.id_paziente}`)},
    'unassociatedCareProviders', ${list(sql`select json_agg(${careProviderColumns('ncp')} order by ncp.id_careprovider)
      from careproviders ncp
      where not exists (select 1 from medici_associati nma
        where nma.id_careprovider = ncp.id_careprovider and nma.id_paziente = ${patients.id_paziente})
      and not exists (select 1 from careproviders_pazienti ncpp
        where ncpp.id_careprovider = ncp.id_careprovider and ncpp.id_paziente <> ${patients.id_paziente})`)},
    'adverseReactions', ${list(sql`select json_agg(json_build_object('report', row_to_json(ra), 'farmaco', raf.descrizione_breve)
        order by ra.created_at desc, ra.id desc)
      from reazioni_avverse ra
      join farmaci raf on raf.id_farmaco_codifa = ra.id_farmaco_codifa
      where ra.id_utente = ${users.id_utente}`)},
    'pregnancies', ${list(sql`select json_agg(row_to_json(g) order by g.inizio_gravidanza, g.id_gravidanza)
      from gravidanze g
      where g.id_paziente = ${patients.id_paziente}`)},
    'specialtyTags', ${list(sql`select json_agg(json_build_object('id_tag', st.id, 'tag', st.tag) order by st.id)
      from tag_medical_specialties st`)},
    'associationTags', ${list(sql`select json_agg(json_build_object('id_cpp', mat.id_cpp, 'id_tag', mst.id, 'tag', mst.tag)
        order by mst.id)
      from medici_associati_tags mat
      join tag_medical_specialties mst on mst.id = mat.id_tag
      join medici_associati tma on tma.id_cpp = mat.id_cpp
      where tma.id_paziente = ${patients.id_paziente}`)},
    'ownDoctors', ${list(sql`select json_agg(json_build_object('id_careprovider', ocp.id_careprovider,
        'contatto_telefono', ocp.contatto_telefono,
        'email_confermata_il', ocp.email_confermata_il) order by ocp.id_careprovider)
      from careproviders_pazienti ocp
      where ocp.id_paziente = ${patients.id_paziente}`)},
    'personalLinks', ${list(sql`select json_agg(json_build_object(
        'linkid', lp.linkid, 'id_paziente', lp.id_paziente, 'name', lp.name, 'link', lp.link,
        'descrizione', lp.descrizione) order by lp.name, lp.linkid)
      from link_personali lp
      where lp.id_paziente = ${patients.id_paziente}`)},
    'careCentres', ${list(sql`select json_agg(row_to_json(ccv) order by ccv.tipo, ccv.centro_nome, ccv.id)
      from centri_convenzionati ccv where ccv.attivo`)},
    'consents', ${list(sql`select json_agg(json_build_object(
        'Id_Trattamento', tr.id_trattamento, 'Id_Consenso_P', cs.id_consenso_p, 'Consenso', cs.consenso,
        'data_consenso', cs.data_consenso, 'created_at', ${users.created_at},
        'nome_it', tr.nome_it, 'nome_en', tr.nome_en, 'finalita_it', tr.finalita_it,
        'finalita_en', tr.finalita_en, 'informativa_it', tr.informativa_it,
        'informativa_en', tr.informativa_en) order by tr.id_trattamento)
      from trattamenti tr
      left join consensi cs on cs.id_trattamento = tr.id_trattamento and cs.id_utente = ${users.id_utente}`)}
  )`;
}

function recordQuery(db: Database) {
  return db
    .select({ record: recordSelection() })
    .from(patients)
    .innerJoin(users, eq(users.id_utente, patients.id_utente))
    .where(
      and(
        eq(patients.id_paziente, sql.placeholder('patientId')),
        eq(users.id_utente, sql.placeholder('userId')),
      ),
    );
}

/** Planned once per database (db/prepared.ts): the record is the most read statement there is. */
const executeRecordQuery = preparedStatement(
  'patient_record',
  recordQuery,
  { patientId: 'integer', userId: 'integer', today: 'date' },
  ['record'],
);

/**
 * The stored patient record with every list, or undefined when there is no such patient or it is
 * not the given account's: another patient's record is never read, let alone sent.
 */
export async function findPatientRecord(
  db: Database,
  patientId: number,
  userId: number,
  today: string,
): Promise<StoredPatientRecord | undefined> {
  const [row] = await executeRecordQuery(db, { patientId, userId, today });
  return row?.record;
}
