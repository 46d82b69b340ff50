import { deviceOperations } from '@cartella/contract';
import {
  DestructiveConfirmationSchema,
  DeviceEcgRequestSchema,
  DeviceReadingsRequestSchema,
  localeFromAcceptLanguage,
  successMessages,
} from '@cartella/domain';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient, requireOwnRecord, requirePermission } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import {
  deviceImportById,
  deviceImportsOf,
  saveDeviceReadings,
  undoDeviceImport,
} from '../services/device-readings.ts';
import { addFile } from '../services/files.ts';
import { blobToStore } from '../storage/http.ts';

const ecgResults = { happy: 'regolare', sad: 'da controllare', unknown: 'non valutato' } as const;

export function deviceRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(honoPath(deviceOperations.saveReadings.path), async (c) => {
    const body = await parseJsonBody(c, DeviceReadingsRequestSchema);
    await requireOwnPatient(deps, c, body.id_paziente);
    const data = await saveDeviceReadings(deps.db, body.id_paziente, body);
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    return c.json({ message: successMessages.dataSaved[locale], data });
  });

  app.get(honoPath(deviceOperations.listImports.path), async (c) => {
    const patientId = integerParam(c, 'patientId');
    await requireOwnPatient(deps, c, patientId);
    return c.json({ data: await deviceImportsOf(deps.db, patientId) });
  });

  app.post(honoPath(deviceOperations.undoImport.path), async (c) => {
    const importId = integerParam(c, 'id_importazione');
    await requireOwnRecord(deps, c, await deviceImportById(deps.db, importId), (row) => row.id_paziente);
    const body = await parseJsonBody(c, DestructiveConfirmationSchema);
    const data = await undoDeviceImport(deps, c.get('session').userId, importId, body);
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    return c.json({ message: successMessages.importUndone[locale], data });
  });

  app.post(honoPath(deviceOperations.saveEcg.path), async (c) => {
    const body = await parseJsonBody(c, DeviceEcgRequestSchema);
    await requireOwnPatient(deps, c, body.id_paziente);
    await requirePermission(deps, c, 'aggiungifile');
    const { config } = deps;
    const recorded = localDateTime(new Date(body.recorded_at), config.timeZone);
    const today = localDateTime(config.now(), config.timeZone).date;
    const pdf = await deps.workers.run('ecgStrip', {
      strip: {
        recordedAt: `${recorded.date} ${recorded.time.slice(0, 5)}`,
        mode: body.mode,
        result: ecgResults[body.result],
        averageBpm: body.average_bpm,
        sampleRateHz: body.sample_rate_hz,
        samplesMv: body.samples_mv,
      },
    });
    const fileName = `ECG-${recorded.date.replaceAll('-', '')}-${recorded.time.slice(0, 5).replace(':', '')}.pdf`;
    const file = { name: fileName, declaredType: 'application/pdf', bytes: Uint8Array.from(pdf) };
    const data = await addFile(deps.db, {
      ...(await blobToStore(c, config, file)),
      patientId: body.id_paziente,
      metadata: {
        id_paziente: body.id_paziente,
        type: 'kardia',
        // A device clock ahead of ours must not give a survey date after today.
        data_rilievo: [recorded.date, today].sort()[0] ?? today,
        file_commento: `ECG ${body.mode}, ${ecgResults[body.result]}, ${body.average_bpm} bpm`,
        tags: [],
        id_livello_confidenzialita: 1,
      },
    });
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    return c.json({ message: successMessages.fileSaved[locale], data });
  });
  return app;
}
