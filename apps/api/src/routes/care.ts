import {
  AssociatedDoctorListAnswerSchema,
  CareProviderListAnswerSchema,
  DiagnosisListAnswerSchema,
} from '@cartella/domain';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { integerParam } from '../lib/request-body.ts';
import { requireOwnPatient } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import { associatedDoctorsOf, availableDoctorsOf } from '../services/care.ts';
import { diagnosesOf } from '../services/diagnoses.ts';

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
    const data = await diagnosesOf(db, patientId);
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
