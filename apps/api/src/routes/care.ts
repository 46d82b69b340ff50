import {
  type AssociatedDoctor,
  type AssociatedDoctorAnswer,
  AssociatedDoctorListAnswerSchema,
  type CareProvider,
  CareProviderListAnswerSchema,
  confidentialityLevels,
  type Diagnosis,
  DiagnosisListAnswerSchema,
  type DiagnosisState,
  type DiagnosisType,
  diagnosisStates,
  diagnosisTypes,
  type VisibilityLevel,
  visibilityLevels,
} from '@cartella/domain';
import { Hono } from 'hono';
import type * as v from 'valibot';
import {
  type AssociatedDoctorRow,
  type CareProviderRow,
  listAssociatedDoctors,
  listDiagnoses,
  listUnassociatedCareProviders,
} from '../db/repositories/care.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { integerParam } from '../lib/request-body.ts';
import { storedConfidentiality } from '../lib/stored-codes.ts';
import { requireOwnPatient } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';

export const careOperations = {
  diagnoses: defineOperation({
    method: 'get',
    path: '/api/diagnosiPatient/{id}',
    operationId: 'listDiagnoses',
    tag: 'Diagnoses',
    summary: "The caller's diagnoses, allergies and intolerances (not deleted), newest first",
    description:
      'Spec 001 section 7 "Diagnoses and visits". `diagnosiDetails.careprovider` is the linked ' +
      "doctor's name, else the doctor typed as 'Altro Medico', else ''.",
    pathParams: { id: 'id_paziente of the caller' },
    response: DiagnosisListAnswerSchema,
    errors: ['forbidden'],
  }),
  associatedDoctors: defineOperation({
    method: 'get',
    path: '/api/getAscDoctors/{id}',
    operationId: 'listAssociatedDoctors',
    tag: 'Doctors',
    summary: "The caller's associated doctors, by name",
    description: 'Spec 000 section 7 "Associated doctors". `tags` is empty until specialty tags exist.',
    pathParams: { id: 'id_paziente of the caller' },
    response: AssociatedDoctorListAnswerSchema,
    errors: ['forbidden'],
  }),
  availableDoctors: defineOperation({
    method: 'get',
    path: '/api/getNAdoctors/{id}',
    operationId: 'listAvailableDoctors',
    tag: 'Doctors',
    summary: 'The care providers not associated with the caller, by name',
    description: 'Spec 000 section 7 "Associated doctors" (the \'Ricerca dottore\' list).',
    pathParams: { id: 'id_paziente of the caller' },
    response: CareProviderListAnswerSchema,
    errors: ['forbidden'],
  }),
} as const;

function toDiagnosisState(value: number): DiagnosisState {
  return diagnosisStates.find((state) => state === value) ?? 0;
}
function toDiagnosisType(value: string): DiagnosisType {
  return diagnosisTypes.find((type) => type === value) ?? 'Diagnosi';
}
function toVisibility(value: number): VisibilityLevel {
  return visibilityLevels.find((level) => level === value) ?? 2;
}

/**
 * Doctor lists sort by name in Italian collation here, not in SQL, so PGlite and PostgreSQL (whose
 * collations differ) answer the same order.
 */
const nameCollator = new Intl.Collator('it', { sensitivity: 'base' });
function byFullname<TRow>(fullnameOf: (row: TRow) => string) {
  return (a: TRow, b: TRow) => nameCollator.compare(fullnameOf(a), fullnameOf(b));
}
/** The columns of a care provider the wire shape reads. */
type CareProviderFields = Pick<
  CareProviderRow,
  | 'id_careprovider'
  | 'fullname'
  | 'cpp_localita_iscrizione'
  | 'specializzation'
  | 'contatto_indirizzo'
  | 'email'
>;
type AssociatedDoctorFields = {
  association: Pick<
    AssociatedDoctorRow,
    'id_cpp' | 'id_paziente' | 'id_careprovider' | 'assegnazione_confidenzialita' | 'visibility'
  >;
  careProvider: CareProviderFields;
};
const associatedByName = byFullname((row: AssociatedDoctorFields) => row.careProvider.fullname);
const providersByName = byFullname((row: CareProviderFields) => row.fullname);

function toCareProviderAnswer(row: CareProviderFields) {
  return {
    id_careprovider: row.id_careprovider,
    fullname: row.fullname,
    cpp_localita_iscrizione: row.cpp_localita_iscrizione ?? '',
    specializzation: row.specializzation ?? '',
    user: { contact_details: { contatto_indirizzo: row.contatto_indirizzo ?? '' } },
  } satisfies CareProvider;
}

function toAssociatedDoctorAnswer(row: AssociatedDoctorFields): AssociatedDoctorAnswer {
  return {
    id_cpp: row.association.id_cpp,
    id_paziente: row.association.id_paziente,
    id_careprovider: row.association.id_careprovider,
    id_utente_cpp: null,
    assegnazione_confidenzialita: storedConfidentiality(row.association.assegnazione_confidenzialita),
    visibility: toVisibility(row.association.visibility),
    tags: [],
    care_provider: toCareProviderAnswer(row.careProvider),
    email: row.careProvider.email ?? '',
  } satisfies AssociatedDoctor;
}

/** Associated doctors (stored rows in id order) in their wire shape, by name. */
export function associatedDoctorsAnswer(rows: AssociatedDoctorFields[]): AssociatedDoctorAnswer[] {
  return [...rows].sort(associatedByName).map(toAssociatedDoctorAnswer);
}

/** Care providers (stored rows in id order) in their wire shape, by name. */
export function careProvidersAnswer(rows: CareProviderFields[]) {
  return [...rows].sort(providersByName).map(toCareProviderAnswer);
}

/** The patient's associated doctors in their wire shape, by name. */
async function associatedDoctorsOf(db: RouteDeps['db'], patientId: number) {
  return associatedDoctorsAnswer(await listAssociatedDoctors(db, patientId));
}

/** The care providers not associated with the patient in their wire shape, by name. */
async function availableDoctorsOf(db: RouteDeps['db'], patientId: number) {
  return careProvidersAnswer(await listUnassociatedCareProviders(db, patientId));
}

export function careRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get(honoPath(careOperations.diagnoses.path), async (c) => {
    const patientId = integerParam(c, 'id');
    await requireOwnPatient(deps, c, patientId);
    const rows = await listDiagnoses(db, patientId);
    const data = rows.map(
      ({ diagnosis, doctor }) =>
        ({
          id_diagnosi: diagnosis.id_diagnosi,
          id_paziente: diagnosis.id_paziente,
          diagnosi_stato: toDiagnosisState(diagnosis.diagnosi_stato),
          tipo_diagnosi: toDiagnosisType(diagnosis.tipo_diagnosi),
          diagnosi_patologia: diagnosis.diagnosi_patologia,
          diagnosiDetails: { careprovider: doctor?.fullname ?? diagnosis.careprovider ?? '' },
          diagnosi_inserimento: diagnosis.diagnosi_inserimento,
          id_livello_confidenzialita: storedConfidentiality(diagnosis.id_livello_confidenzialita),
        }) satisfies Diagnosis,
    );
    return c.json({ data });
  });

  app.get(honoPath(careOperations.associatedDoctors.path), async (c) => {
    const patientId = integerParam(c, 'id');
    await requireOwnPatient(deps, c, patientId);
    return c.json({ data: await associatedDoctorsOf(db, patientId) });
  });

  app.get(honoPath(careOperations.availableDoctors.path), async (c) => {
    const patientId = integerParam(c, 'id');
    await requireOwnPatient(deps, c, patientId);
    return c.json({ data: await availableDoctorsOf(db, patientId) });
  });
  return app;
}
