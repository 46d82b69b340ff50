import {
  type Locale,
  VACCINE_LIST_SIZE,
  type VaccinationItem,
  type Vaccine,
  vaccinationsDue,
} from '@cartella/domain';
import type { Database } from '../db/client.ts';
import {
  findVaccination,
  findVaccine,
  insertVaccination,
  listVaccinations,
  searchVaccines,
  softDeleteVaccination,
  updateVaccination,
  type VaccinationValues,
} from '../db/repositories/vaccinations.ts';
import type { vaccinations, vaccines } from '../db/schemas/vaccinations.ts';
import { ApiError } from '../lib/api-error.ts';
import { fieldError } from '../lib/request-body.ts';
import { storedConfidentiality } from '../lib/stored-codes.ts';
import { vaccinationCalendar } from '../lib/vaccination-calendar.ts';

/** The vaccination calls: the route authorises, these check the vaccine, write and answer. */

type VaccineRow = typeof vaccines.$inferSelect;
type VaccinationRow = typeof vaccinations.$inferSelect;

/** A catalogue row as the API answers it: the antigens and pack codes as lists. */
function vaccineAnswer(row: VaccineRow): Vaccine {
  return {
    id_vaccino: row.id_vaccino,
    descrizione_breve: row.descrizione_breve,
    codice_atc: row.codice_atc,
    antigeni: row.antigeni === '' ? [] : row.antigeni.split('|'),
    tipo: row.tipo,
    titolare: row.titolare,
    aic_confezioni: row.aic_confezioni === '' ? [] : row.aic_confezioni.split(';'),
  };
}

function storedRecall(value: number): 1 | 2 | 3 {
  if (value === 1 || value === 2 || value === 3) return value;
  throw new Error('stored recall number out of range');
}

/** A vaccination with its vaccine, as the API answers it. */
export function vaccinationAnswer(row: {
  vaccination: VaccinationRow;
  vaccine: VaccineRow;
}): VaccinationItem {
  const { vaccination } = row;
  return {
    id_vaccinazione: vaccination.id_vaccinazione,
    id_paziente: vaccination.id_paziente,
    author_id: vaccination.author_id,
    id_vaccino: vaccination.id_vaccino,
    vaccinidetails: vaccineAnswer(row.vaccine),
    vaccinazione_data: vaccination.vaccinazione_data,
    vaccinazione_reazioni: vaccination.vaccinazione_reazioni,
    vaccinazione_richiamo: storedRecall(vaccination.vaccinazione_richiamo),
    id_livello_confidenzialita: storedConfidentiality(vaccination.id_livello_confidenzialita),
    deleted_at: vaccination.deleted_at?.toISOString() ?? null,
  };
}

/** Vaccines of the catalogue matching a search, at most one list's worth. */
export async function vaccinesMatching(db: Database, text: string) {
  return (await searchVaccines(db, text, VACCINE_LIST_SIZE)).map(vaccineAnswer);
}

/** The patient's vaccinations (not deleted), newest date first. */
export async function vaccinationsOf(db: Database, patientId: number) {
  return (await listVaccinations(db, patientId)).map(vaccinationAnswer);
}

/**
 * The vaccination calendar and what of it is due for the patient, by age and sex and the doses
 * recorded, named in the caller's language; without a birth date nothing can be due.
 */
export async function vaccinationsDueOf(
  db: Database,
  patient: { id_paziente: number; paziente_nascita: string | null; paziente_sesso: string },
  today: string,
  locale: Locale,
) {
  const { regole, citazione, citazione_en, ...calendar } = vaccinationCalendar();
  const calendario = { ...calendar, citazione: locale === 'en' ? citazione_en : citazione };
  const birthDate = patient.paziente_nascita;
  const sex = patient.paziente_sesso === 'female' ? 'F' : patient.paziente_sesso === 'male' ? 'M' : null;
  const rows = birthDate ? await listVaccinations(db, patient.id_paziente) : [];
  const voci = birthDate
    ? vaccinationsDue({
        birthDate,
        sex,
        today,
        doses: rows.map((row) => ({
          date: row.vaccination.vaccinazione_data,
          antigens: row.vaccine.antigeni.split('|'),
        })),
        rules: regole,
        locale,
      })
    : [];
  return { calendario, eta_nota: Boolean(birthDate), sesso_noto: sex !== null, voci };
}

/** The vaccination behind an id with its vaccine, whoever owns it, deleted or not (the route checks). */
export function vaccinationById(db: Database, id: number) {
  return findVaccination(db, id);
}

/** The patient a vaccination belongs to (for the access policy). */
export function patientOfVaccination(row: { vaccination: VaccinationRow }): number {
  return row.vaccination.id_paziente;
}

/** Whether the owner deleted the vaccination (it then answers 404). */
export function isVaccinationDeleted(row: { vaccination: VaccinationRow }): boolean {
  return row.vaccination.deleted_at !== null;
}

/** A vaccine of the catalogue; a disabled one (issue #25) only when the vaccination already names it. */
async function requireKnownVaccine(db: Database, id: string, keptId: string | null = null) {
  const vaccine = await findVaccine(db, id);
  if (vaccine === undefined || (!vaccine.attivo && id !== keptId)) fieldError('id_vaccino', 'option_invalid');
}

/** A saved vaccination read back in its wire shape. */
async function vaccinationAnswerOf(db: Database, id: number) {
  const row = await findVaccination(db, id);
  if (row === undefined) throw new ApiError('not_found');
  return vaccinationAnswer(row);
}

/** Records a vaccination of an active vaccine for the patient, by its author. */
export async function addVaccination(
  db: Database,
  input: VaccinationValues & { id_paziente: number },
  authorId: number,
  now: Date,
) {
  await requireKnownVaccine(db, input.id_vaccino);
  const id = await insertVaccination(
    db,
    {
      id_paziente: input.id_paziente,
      author_id: authorId,
      id_vaccino: input.id_vaccino,
      vaccinazione_data: input.vaccinazione_data,
      vaccinazione_reazioni: input.vaccinazione_reazioni,
      vaccinazione_richiamo: input.vaccinazione_richiamo,
      id_livello_confidenzialita: input.id_livello_confidenzialita,
    },
    now,
  );
  return vaccinationAnswerOf(db, id);
}

/** Edits a stored vaccination's vaccine, date, reactions and recall; its confidentiality stays. */
export async function editVaccination(
  db: Database,
  stored: { vaccination: VaccinationRow },
  input: Omit<VaccinationValues, 'id_livello_confidenzialita'>,
  now: Date,
) {
  const id = stored.vaccination.id_vaccinazione;
  await requireKnownVaccine(db, input.id_vaccino, stored.vaccination.id_vaccino);
  const saved = await updateVaccination(
    db,
    id,
    {
      id_vaccino: input.id_vaccino,
      vaccinazione_data: input.vaccinazione_data,
      vaccinazione_reazioni: input.vaccinazione_reazioni,
      vaccinazione_richiamo: input.vaccinazione_richiamo,
    },
    now,
  );
  if (!saved) throw new ApiError('not_found');
  return vaccinationAnswerOf(db, id);
}

/** Changes only a stored vaccination's confidentiality level. */
export async function setVaccinationConfidentiality(db: Database, id: number, level: number, now: Date) {
  const saved = await updateVaccination(db, id, { id_livello_confidenzialita: level }, now);
  if (!saved) throw new ApiError('not_found');
  return vaccinationAnswerOf(db, id);
}

/** Soft-deletes a vaccination: it leaves the lists, the row stays with the time it left. */
export async function deleteOwnVaccination(db: Database, id: number, now: Date) {
  if (!(await softDeleteVaccination(db, id, now))) throw new ApiError('not_found');
  return { id_vaccinazione: id, deleted_at: now.toISOString() };
}
