import {
  AssociatedDoctorListAnswerSchema,
  CareProviderListAnswerSchema,
  type Diagnosis,
  DiagnosisListAnswerSchema,
} from '@cartella/domain';
import { Hono } from 'hono';
import { listDiagnoses } from '../db/repositories/care.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { integerParam } from '../lib/request-body.ts';
import { storedConfidentiality } from '../lib/stored-codes.ts';
import { requireOwnPatient } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import {
  associatedDoctorsOf,
  availableDoctorsOf,
  toDiagnosisState,
  toDiagnosisType,
} from '../services/care.ts';

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
          id_careprovider: doctor === null ? null : diagnosis.id_careprovider,
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
