import { therapyOperations } from '@cartella/contract';
import { successMessages, TherapySaveRequestSchema } from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { fieldError, integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient, requirePermission } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import {
  addTherapy,
  deleteOwnTherapy,
  editTherapy,
  moveOwnTherapy,
  ownTherapy,
  setTherapyConfidentiality,
  therapiesOf,
  therapyAnswerOf,
} from '../services/therapies.ts';

/** The therapy calls: the three lists and the one save call (add, edit, move, confidentiality, delete). */
export function therapyRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.get(honoPath(therapyOperations.list.path), async (c) => {
    const patientId = integerParam(c, 'a');
    const rawType = c.req.param('b') ?? '';
    const type = ['0', '1', '2', '3'].includes(rawType) ? Number(rawType) : fieldError('b', 'invalid_type');
    await requireOwnPatient(deps, c, patientId);
    return c.json({ data: await therapiesOf(db, patientId, type === 3 ? null : type) });
  });

  const answer = async (c: Context<AppEnv>, row: Parameters<typeof therapyAnswerOf>[1]) =>
    c.json({ message: successMessages.operationCompleted.it, data: await therapyAnswerOf(db, row) });

  app.post(honoPath(therapyOperations.save.path), async (c) => {
    const body = await parseJsonBody(c, TherapySaveRequestSchema);
    await requireOwnPatient(deps, c, body.id_paziente);
    if (body.status === 'delete') {
      await deleteOwnTherapy(db, body.id_paziente, body.id_terapie);
      return c.json({ message: successMessages.operationCompleted.it, data: null });
    }
    if (body.status === 'add') {
      await requirePermission(deps, c, 'aggiungifarmaci');
      return answer(c, await addTherapy(db, body.id_paziente, body));
    }
    const stored = await ownTherapy(db, body.id_paziente, body.id_terapie);
    if (body.tipo_terapia === undefined) return answer(c, await setTherapyConfidentiality(db, stored, body));
    if (body.tipo_terapia !== stored.tipo_terapia) {
      await requirePermission(deps, c, 'spostaFarmaci');
      const today = localDateTime(config.now(), config.timeZone).date;
      return answer(c, await moveOwnTherapy(db, stored, body, today));
    }
    await requirePermission(deps, c, 'modificafarmaci');
    return answer(c, await editTherapy(db, stored, body));
  });
  return app;
}
