import {
  localeFromAcceptLanguage,
  type Message,
  successMessages,
  VitalReadingCreateSchema,
  VitalReadingDeleteAnswerSchema,
  VitalReadingListAnswerSchema,
  VitalReadingSaveAnswerSchema,
  VitalReadingSchema,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { findVitalReading } from '../db/repositories/vital-readings.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { fieldError, integerParam, parseJsonBody } from '../lib/request-body.ts';
import { requireOwnPatient, requireOwnRecord } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import {
  addVitalReading,
  deleteOwnVitalReading,
  editVitalReading,
  vitalReadingsOf,
} from '../services/vital-readings.ts';

const rules =
  'A reading has a date and time (ISO 8601 with its zone, not in the future) and at least one ' +
  'measure (reading_empty on parametro_peso otherwise), each in its plausible range (out_of_range ' +
  'with {min, max}: weight 0.5-400 kg, height 30-250 cm, systolic 50-300 and diastolic 20-200 ' +
  'mmHg, heart rate 20-250 bpm, SpO2 50-100 %, temperature 30-45 °C, glucose 20-1000 mg/dL); the ' +
  'diastolic below the systolic (diastolic_not_below_systolic). Not licence-gated: the spec gives ' +
  'vital readings no permission key.';

export const vitalReadingOperations = {
  list: defineOperation({
    method: 'get',
    path: '/api/rilevazioniPatient/{patientId}',
    operationId: 'listVitalReadings',
    tag: 'Vital signs',
    summary: "The caller's vital readings, newest first",
    description:
      'Spec 001 section 7 "Diagnoses and visits" (vital readings). `source` is `manuale` for a ' +
      'typed reading; device readings will carry their own.',
    pathParams: { patientId: 'id_paziente of the caller' },
    response: VitalReadingListAnswerSchema,
    errors: ['forbidden'],
  }),
  create: defineOperation({
    method: 'post',
    path: '/api/rilevazioni',
    operationId: 'createVitalReading',
    tag: 'Vital signs',
    summary: 'Adds a vital reading',
    description: `Issue #16 (the spec leaves readings 'Funzione non ancora disponibile'). ${rules}`,
    requestBody: VitalReadingCreateSchema,
    response: VitalReadingSaveAnswerSchema,
    errors: ['forbidden'],
  }),
  update: defineOperation({
    method: 'put',
    path: '/api/rilevazioni/{id_parametro}',
    operationId: 'updateVitalReading',
    tag: 'Vital signs',
    summary: 'Edits a vital reading (its source stays)',
    description: rules,
    pathParams: { id_parametro: 'the reading' },
    requestBody: VitalReadingCreateSchema,
    response: VitalReadingSaveAnswerSchema,
    errors: ['forbidden'],
  }),
  remove: defineOperation({
    method: 'delete',
    path: '/api/rilevazioni/{id_parametro}',
    operationId: 'deleteVitalReading',
    tag: 'Vital signs',
    summary: 'Deletes a vital reading',
    description: 'Issue #16. Not licence-gated.',
    pathParams: { id_parametro: 'the reading' },
    response: VitalReadingDeleteAnswerSchema,
    errors: ['forbidden'],
  }),
} as const;

/** The reading behind a path id, if the caller owns it; unknown ids answer like others' (403). */
async function requireOwnReading(deps: RouteDeps, c: Context<AppEnv>, readingId: number) {
  return requireOwnRecord(deps, c, await findVitalReading(deps.db, readingId), (row) => row.id_paziente);
}

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
    const stored = await requireOwnReading(deps, c, readingId);
    const body = await readingOf(c);
    if (body.id_parametro !== 0 && body.id_parametro !== readingId)
      fieldError('id_parametro', 'invalid_type');
    const data = await editVitalReading(db, stored, body);
    return c.json({ message: messageFor(c, successMessages.dataSaved), data });
  });

  app.delete(honoPath(vitalReadingOperations.remove.path), async (c) => {
    const readingId = integerParam(c, 'id_parametro');
    const stored = await requireOwnReading(deps, c, readingId);
    await deleteOwnVitalReading(db, stored);
    return c.json({
      message: messageFor(c, successMessages.actionSucceeded),
      data: { id_parametro: readingId },
    });
  });
  return app;
}
