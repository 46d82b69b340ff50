import {
  createPatientPersonalSchema,
  type FieldIssue,
  MedicalInfoSchema,
  maritalStatuses,
  type PatientSaveRequest,
  ResidenceSchema,
  splitBirthDate,
  validate,
} from '@cartella/domain';
import type { Database } from '../db/client.ts';
import { updateMedicalInfo, updatePersonalData, updateResidence } from '../db/repositories/patients.ts';
import { ApiError } from '../lib/api-error.ts';
import { birthplaceExists, findCityByCode } from './cities.ts';

// The three parts of the patient record the edit modals save (spec 000 sections 5 and 7): each
// validates its own fields with the modal's domain schema, checks the picked cities and codes,
// and writes only that part.

const contactPaths = new Set([
  'comune_nascita',
  'comune_residenza',
  'contatto_indirizzo',
  'contatto_telefono',
]);

/** Issues of the flat form schema, with the paths of the whole-object body. */
function refuse(issues: readonly FieldIssue[]): never {
  throw new ApiError('validation_failed', {
    fields: issues.map((issue) =>
      contactPaths.has(issue.path) ? { ...issue, path: `user.contact_detail.${issue.path}` } : issue,
    ),
  });
}

function blankToNull(text: string | null | undefined): string | null {
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}

/** Personal data: names, tax code, birth date and place, sex, marital status. */
export async function savePersonalData(
  db: Database,
  { patientId, userId, today }: { patientId: number; userId: number; today: string },
  body: PatientSaveRequest,
): Promise<void> {
  const contact = body.user?.contact_detail;
  const birth = typeof body.paziente_nascita === 'string' ? splitBirthDate(body.paziente_nascita).date : '';
  const schema = createPatientPersonalSchema({ today, birthplaceExists });
  const result = validate(schema, {
    paziente_nome: body.paziente_nome ?? '',
    paziente_cognome: body.paziente_cognome ?? '',
    paziente_codfiscale: (body.paziente_codfiscale ?? '').trim().toUpperCase(),
    comune_nascita: contact?.comune_nascita ?? '',
    comune_nascita_codice: contact?.comune_nascita_codice ?? null,
    paziente_nascita: birth,
    id_stato_matrimoniale: body.id_stato_matrimoniale ?? null,
    paziente_sesso: body.paziente_sesso,
  });
  if (!result.success) refuse(result.issues);
  const personal = result.output;
  const birthCode = blankToNull(personal.comune_nascita_codice);
  if (birthCode !== null && findCityByCode(birthCode) === undefined) {
    refuse([{ path: 'comune_nascita', code: 'city_not_selected' }]);
  }
  const marital = personal.id_stato_matrimoniale ?? null;
  if (marital !== null && !maritalStatuses.some((id) => id === marital)) {
    refuse([{ path: 'id_stato_matrimoniale', code: 'option_invalid' }]);
  }
  await updatePersonalData(db, patientId, userId, {
    paziente_nome: personal.paziente_nome.trim(),
    paziente_cognome: personal.paziente_cognome.trim(),
    paziente_codfiscale: blankToNull(personal.paziente_codfiscale),
    paziente_nascita: personal.paziente_nascita,
    paziente_sesso: personal.paziente_sesso,
    id_stato_matrimoniale: marital,
    comune_nascita: personal.comune_nascita.trim(),
    comune_nascita_codice: birthCode,
  });
}

/** Residence and phone, held on the user's contact details. */
export async function saveResidence(db: Database, userId: number, body: PatientSaveRequest): Promise<void> {
  const contact = body.user?.contact_detail;
  const result = validate(ResidenceSchema, {
    contatto_indirizzo: contact?.contatto_indirizzo ?? '',
    comune_residenza: contact?.comune_residenza ?? '',
    comune_residenza_codice: contact?.comune_residenza_codice ?? null,
    contatto_telefono: contact?.contatto_telefono ?? '',
  });
  if (!result.success) refuse(result.issues);
  const residenceCode = blankToNull(result.output.comune_residenza_codice);
  if (residenceCode !== null && findCityByCode(residenceCode) === undefined) {
    refuse([{ path: 'comune_residenza', code: 'city_not_selected' }]);
  }
  await updateResidence(db, userId, {
    contatto_indirizzo: result.output.contatto_indirizzo.trim(),
    comune_residenza: result.output.comune_residenza.trim(),
    comune_residenza_codice: residenceCode,
    contatto_telefono: result.output.contatto_telefono.trim(),
  });
}

/** Blood group and organ donation. */
export async function saveMedicalInfo(
  db: Database,
  patientId: number,
  body: PatientSaveRequest,
): Promise<void> {
  const result = validate(MedicalInfoSchema, {
    paziente_gruppo: body.paziente_gruppo,
    paziente_donatore_organi: body.paziente_donatore_organi,
  });
  if (!result.success) refuse(result.issues);
  await updateMedicalInfo(db, patientId, {
    paziente_gruppo: result.output.paziente_gruppo ?? null,
    paziente_donatore_organi: result.output.paziente_donatore_organi ?? null,
  });
}
