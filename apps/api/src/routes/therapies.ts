import {
  successMessages,
  TherapyListAnswerSchema,
  TherapySaveAnswerSchema,
  TherapySaveRequestSchema,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { listTherapies, type TherapyRow } from '../db/repositories/therapies.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { fieldError, integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient, requirePermission } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import {
  addTherapy,
  deleteOwnTherapy,
  editTherapy,
  moveOwnTherapy,
  ownTherapy,
  setTherapyConfidentiality,
  therapyAnswerOf,
  toTherapyAnswer,
} from '../services/therapies.ts';

export const therapyOperations = {
  list: defineOperation({
    method: 'get',
    path: '/api/getFarmaci/{a}/{b}',
    operationId: 'listTherapies',
    tag: 'Medications',
    summary: "The caller's therapies: one list (0 forbidden, 1 ongoing, 2 concluded) or all (3)",
    description: 'Spec 000 section 7 "Drugs": GET /api/getFarmaci/{a}/{b} (type 3).',
    pathParams: { a: 'id_paziente of the caller', b: 'tipo_terapia, or 3 for every list' },
    response: TherapyListAnswerSchema,
    errors: ['forbidden'],
  }),
  save: defineOperation({
    method: 'post',
    path: '/api/farmaci',
    operationId: 'saveTherapy',
    tag: 'Medications',
    summary: 'Adds, edits, moves, re-classifies or deletes a therapy (one call, by status)',
    description:
      'Spec 000 sections 4, 5 and 7: the therapy object with status add, update or delete; the answer ' +
      'carries the message shown to the user. `add`: the whole therapy (TherapySchema; permission ' +
      'aggiungifarmaci). `update` with the same tipo_terapia: an edit (TherapySchema; modificafarmaci). ' +
      '`update` with another tipo_terapia: a move, only tipo_terapia and `motivo` are read (the ' +
      'move rules of section 4; spostaFarmaci). `update` without tipo_terapia: only ' +
      'id_livello_confidenzialita changes (the lock, not gated by section 6). `delete`: id_terapie ' +
      "only (not gated). On add and edit, a non-null id_diagnosi must be one of the caller's " +
      'diagnoses (not deleted) and a non-null id_prescrittore the id_careprovider of one of the ' +
      "caller's associated doctors, else 400 with code option_invalid on that field; a linked " +
      "prescriber's name replaces the prescrittore text sent.",
    requestBody: TherapySaveRequestSchema,
    response: TherapySaveAnswerSchema,
    errors: ['forbidden', 'permission_denied', 'not_found'],
  }),
} as const;

/** An id that can name a row (serial, PostgreSQL integer); anything else names none. */
export function therapyRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.get(honoPath(therapyOperations.list.path), async (c) => {
    const patientId = integerParam(c, 'a');
    const rawType = c.req.param('b') ?? '';
    const type = ['0', '1', '2', '3'].includes(rawType) ? Number(rawType) : fieldError('b', 'invalid_type');
    await requireOwnPatient(deps, c, patientId);
    const rows = await listTherapies(db, patientId, type === 3 ? null : type);
    return c.json({ data: rows.map(toTherapyAnswer) });
  });

  const answer = async (c: Context<AppEnv>, row: TherapyRow | undefined) =>
    c.json({ message: successMessages.operationCompleted.it, data: await therapyAnswerOf(db, row) });

  app.post(honoPath(therapyOperations.save.path), async (c) => {
    const body = await parseJsonBody(c, TherapySaveRequestSchema);
    await requireOwnPatient(deps, c, body.id_paziente);
    if (body.status === 'delete') {
      await deleteOwnTherapy(db, await ownTherapy(db, body.id_paziente, body.id_terapie));
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
