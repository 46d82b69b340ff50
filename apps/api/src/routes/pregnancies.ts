import { pregnancyOperations } from '@cartella/contract';
import { PregnancyCreateSchema, PregnancySchema } from '@cartella/domain';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { fieldError, integerParam, parseJsonBody } from '../lib/request-body.ts';
import { requireOwnPatient, requireOwnRecord } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import {
  addPregnancy,
  deleteOwnPregnancy,
  editPregnancy,
  pregnanciesOf,
  pregnancyById,
  requireFemalePatient,
} from '../services/pregnancies.ts';

export function pregnancyRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.get(honoPath(pregnancyOperations.list.path), async (c) => {
    const patientId = integerParam(c, 'id');
    await requireOwnPatient(deps, c, patientId);
    return c.json({ data: await pregnanciesOf(db, patientId) });
  });

  app.post(honoPath(pregnancyOperations.create.path), async (c) => {
    const body = await parseJsonBody(c, PregnancyCreateSchema);
    if (body.id_gravidanza !== 0) fieldError('id_gravidanza', 'invalid_type');
    const { patient } = await requireOwnPatient(deps, c, body.id_paziente);
    requireFemalePatient(patient.paziente_sesso);
    return c.json({ data: await addPregnancy(db, body.id_paziente, body, config.now()) });
  });

  app.put(honoPath(pregnancyOperations.update.path), async (c) => {
    const pregnancyId = integerParam(c, 'id_gravidanza');
    const stored = await requireOwnRecord(
      deps,
      c,
      await pregnancyById(db, pregnancyId),
      (row) => row.pregnancy.id_paziente,
    );
    requireFemalePatient(stored.patientSex);
    const body = await parseJsonBody(c, PregnancySchema);
    if (body.id_gravidanza !== 0 && body.id_gravidanza !== pregnancyId) {
      fieldError('id_gravidanza', 'invalid_type');
    }
    return c.json({ data: await editPregnancy(db, pregnancyId, body, config.now()) });
  });

  app.delete(honoPath(pregnancyOperations.remove.path), async (c) => {
    const pregnancyId = integerParam(c, 'id');
    const stored = await requireOwnRecord(
      deps,
      c,
      await pregnancyById(db, pregnancyId),
      (row) => row.pregnancy.id_paziente,
    );
    requireFemalePatient(stored.patientSex);
    return c.json({ data: await deleteOwnPregnancy(db, pregnancyId) });
  });

  return app;
}
