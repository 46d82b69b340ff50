import {
  DeviceReadingsAnswerSchema,
  DeviceReadingsRequestSchema,
  localeFromAcceptLanguage,
  successMessages,
} from '@cartella/domain';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { parseJsonBody } from '../lib/request-body.ts';
import { requireOwnPatient } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import { saveDeviceReadings } from '../services/device-readings.ts';

export const deviceOperations = {
  saveReadings: defineOperation({
    method: 'post',
    path: '/api/rilevazioniDispositivo',
    operationId: 'saveDeviceReadings',
    tag: 'Files',
    summary: "Saves a synced monitor's readings as vital readings (source dispositivo), without duplicates",
    description:
      'Beyond the spec (issue #20; the spec reads the devices locally only). Each reading follows ' +
      'the vital-reading rules; a reading the record already holds from a device (same instant, ' +
      'same values) is skipped, so syncing twice adds nothing. At most 1000 readings per call. Not ' +
      'licence-gated, as vital readings are not.',
    requestBody: DeviceReadingsRequestSchema,
    response: DeviceReadingsAnswerSchema,
    errors: ['forbidden'],
  }),
} as const;

export function deviceRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(honoPath(deviceOperations.saveReadings.path), async (c) => {
    const body = await parseJsonBody(c, DeviceReadingsRequestSchema);
    await requireOwnPatient(deps, c, body.id_paziente);
    const data = await saveDeviceReadings(deps.db, body.id_paziente, body.readings);
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    return c.json({ message: successMessages.dataSaved[locale], data });
  });
  return app;
}
