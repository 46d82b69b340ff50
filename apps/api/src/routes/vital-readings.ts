import { vitalReadingOperations } from '@cartella/contract';
import {
  localeFromAcceptLanguage,
  type Message,
  successMessages,
  VitalReadingCreateSchema,
  VitalReadingSchema,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { fieldError, integerParam, parseJsonBody } from '../lib/request-body.ts';
import { requireOwnPatient, requireOwnRecord } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import {
  addVitalReading,
  deleteOwnVitalReading,
  editVitalReading,
  vitalReadingById,
  vitalReadingsOf,
} from '../services/vital-readings.ts';

function messageFor(c: Context<AppEnv>, message: Message) {
  return message[localeFromAcceptLanguage(c.req.header('accept-language'))];
}

export function vitalReadingRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  /** The reading checked: its rules, then not in the future (a minute of clock drift allowed). */
  async function readingOf(c: Context<AppEnv>) {
    const body = await parseJsonBody(c, VitalReadingSchema);
    if (new Date(body.created_on).getTime() > config.now().getTime() + 60_000) {
      fieldError('created_on', 'date_in_future');
    }
    return body;
  }

  app.get(honoPath(vitalReadingOperations.list.path), async (c) => {
    const patientId = integerParam(c, 'patientId');
    await requireOwnPatient(deps, c, patientId);
    return c.json({ data: await vitalReadingsOf(db, patientId) });
  });

  app.post(honoPath(vitalReadingOperations.create.path), async (c) => {
    const body = await readingOf(c);
    // Hono keeps the body text, so the patient id is read from the same body.
    const { id_paziente } = await parseJsonBody(c, VitalReadingCreateSchema);
    if (body.id_parametro !== 0) fieldError('id_parametro', 'invalid_type');
    await requireOwnPatient(deps, c, id_paziente);
    const data = await addVitalReading(db, id_paziente, body);
    return c.json({ message: messageFor(c, successMessages.dataSaved), data });
  });

  app.put(honoPath(vitalReadingOperations.update.path), async (c) => {
    const readingId = integerParam(c, 'id_parametro');
    const stored = await requireOwnRecord(
      deps,
      c,
      await vitalReadingById(db, readingId),
      (row) => row.id_paziente,
    );
    const body = await readingOf(c);
    if (body.id_parametro !== 0 && body.id_parametro !== readingId)
      fieldError('id_parametro', 'invalid_type');
    const data = await editVitalReading(db, stored, body);
    return c.json({ message: messageFor(c, successMessages.dataSaved), data });
  });

  app.delete(honoPath(vitalReadingOperations.remove.path), async (c) => {
    const readingId = integerParam(c, 'id_parametro');
    const stored = await requireOwnRecord(
      deps,
      c,
      await vitalReadingById(db, readingId),
      (row) => row.id_paziente,
    );
    await deleteOwnVitalReading(db, stored);
    return c.json({
      message: messageFor(c, successMessages.actionSucceeded),
      data: { id_parametro: readingId },
    });
  });
  return app;
}
