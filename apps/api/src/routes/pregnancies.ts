import { pregnancyOperations } from '@cartella/contract';
import { PregnancyCreateSchema, PregnancySchema } from '@cartella/domain';
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
import { honoPath } from '../openapi.ts';
import { pregnancyAnswer, pregnancyValues, requireFemalePatient } from '../services/pregnancies.ts';

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
