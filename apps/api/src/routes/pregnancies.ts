import {
  PregnancyAnswerSchema,
  PregnancyCreateSchema,
  PregnancyDeleteAnswerSchema,
  PregnancyListAnswerSchema,
  PregnancySchema,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  deletePregnancy,
  findPregnancy,
  insertPregnancy,
  listPregnancies,
  updatePregnancy,
} from '../db/repositories/anamnesis.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { fieldError, integerParam, parseJsonBody } from '../lib/request-body.ts';
import { reportRefusal, requireOwnPatient } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import { pregnancyAnswer, pregnancyValues, requireFemalePatient } from '../services/pregnancies.ts';

const femaleOnly =
  'Pregnancies are recorded for female patients only (spec 001 section 6): a write for a patient ' +
  'who is not female answers 403.';

export const pregnancyOperations = {
  list: defineOperation({
    method: 'get',
    path: '/api/getGravidanze/{id}',
    operationId: 'listPregnancies',
    tag: 'Pregnancies',
    summary: "The patient's pregnancies, oldest first",
    description: 'Spec 001 section 7 "Pregnancies": GET /api/getGravidanze/{id}.',
    pathParams: { id: 'id_paziente of the caller' },
    response: PregnancyListAnswerSchema,
    errors: ['forbidden'],
  }),
  create: defineOperation({
    method: 'post',
    path: '/api/gravidanze',
    operationId: 'createPregnancy',
    tag: 'Pregnancies',
    summary: 'Adds a pregnancy',
    description:
      "Spec 001 sections 3, 5 and 7. eta missing or below 12: pregnancy_age_invalid ('Inserire età " +
      "corretta'); an end before the start: end_before_start. The 9-month rule is a warning the " +
      `client shows and the patient may confirm past, so the server accepts it. ${femaleOnly}`,
    requestBody: PregnancyCreateSchema,
    response: PregnancyAnswerSchema,
    errors: ['forbidden'],
  }),
  update: defineOperation({
    method: 'put',
    path: '/api/gravidanze/{id_gravidanza}',
    operationId: 'updatePregnancy',
    tag: 'Pregnancies',
    summary: 'Edits a pregnancy',
    description: `Spec 001 sections 4, 5 and 7; the same rules as the add. id_paziente, when sent, is ignored. ${femaleOnly}`,
    pathParams: { id_gravidanza: 'the pregnancy' },
    requestBody: PregnancySchema,
    response: PregnancyAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  remove: defineOperation({
    method: 'delete',
    path: '/api/gravidanze/{id}',
    operationId: 'deletePregnancy',
    tag: 'Pregnancies',
    summary: 'Deletes a pregnancy',
    description: `Spec 001 sections 2 and 7 (the client asks 'Sei sicuro di cancellare il record?' first). ${femaleOnly}`,
    pathParams: { id: 'id_gravidanza' },
    response: PregnancyDeleteAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
} as const;

/** The pregnancy behind a path id and its patient, if the caller owns it; unknown ids answer 403. */
async function requireOwnPregnancy(deps: RouteDeps, c: Context<AppEnv>, pregnancyId: number) {
  const pregnancy = await findPregnancy(deps.db, pregnancyId);
  if (pregnancy === undefined) {
    reportRefusal(deps, c, 'access_denied');
    throw new ApiError('forbidden');
  }
  const owner = await requireOwnPatient(deps, c, pregnancy.id_paziente);
  return { pregnancy, owner };
}

export function pregnancyRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.get(honoPath(pregnancyOperations.list.path), async (c) => {
    const patientId = integerParam(c, 'id');
    await requireOwnPatient(deps, c, patientId);
    const rows = await listPregnancies(db, patientId);
    return c.json({ data: rows.map(pregnancyAnswer) });
  });

  app.post(honoPath(pregnancyOperations.create.path), async (c) => {
    const body = await parseJsonBody(c, PregnancyCreateSchema);
    if (body.id_gravidanza !== 0) fieldError('id_gravidanza', 'invalid_type');
    const { patient } = await requireOwnPatient(deps, c, body.id_paziente);
    requireFemalePatient(patient.paziente_sesso);
    const row = await insertPregnancy(db, {
      ...pregnancyValues(body),
      id_paziente: body.id_paziente,
      now: config.now(),
    });
    return c.json({ data: pregnancyAnswer(row) });
  });

  app.put(honoPath(pregnancyOperations.update.path), async (c) => {
    const pregnancyId = integerParam(c, 'id_gravidanza');
    const { owner } = await requireOwnPregnancy(deps, c, pregnancyId);
    requireFemalePatient(owner.patient.paziente_sesso);
    const body = await parseJsonBody(c, PregnancySchema);
    if (body.id_gravidanza !== 0 && body.id_gravidanza !== pregnancyId) {
      fieldError('id_gravidanza', 'invalid_type');
    }
    const row = await updatePregnancy(db, pregnancyId, pregnancyValues(body), config.now());
    if (row === undefined) throw new ApiError('not_found');
    return c.json({ data: pregnancyAnswer(row) });
  });

  app.delete(honoPath(pregnancyOperations.remove.path), async (c) => {
    const pregnancyId = integerParam(c, 'id');
    const { owner } = await requireOwnPregnancy(deps, c, pregnancyId);
    requireFemalePatient(owner.patient.paziente_sesso);
    const row = await deletePregnancy(db, pregnancyId);
    if (row === undefined) throw new ApiError('not_found');
    return c.json({ data: { id_gravidanza: row.id_gravidanza } });
  });

  return app;
}
