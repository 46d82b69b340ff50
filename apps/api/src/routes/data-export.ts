import { localeFromAcceptLanguage } from '@cartella/domain';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import { dataExportStream, safeEntryName } from '../services/data-export.ts';
import { contentDisposition } from '../storage/http.ts';

export const dataExportOperations = {
  exportData: defineOperation({
    method: 'get',
    path: '/api/esportaDati/{id}',
    operationId: 'exportData',
    tag: 'Account',
    summary: "The caller's data as a ZIP archive (GDPR art. 20, data portability)",
    description:
      "Issue #24, beyond the spec ('Scarica i tuoi dati'): the FHIR R4 summary as JSON, the " +
      'clinical report and the emergency card as PDFs, and every uploaded file, with a README in the ' +
      "caller's language. Made as a stream, one entry at a time; one export at a time per account " +
      '(429 while one runs).',
    pathParams: { id: 'id_paziente of the caller' },
    response: { mediaType: 'application/zip', description: 'The archive (Cartella_{date}.zip)' },
    errors: ['forbidden', 'rate_limited'],
  }),
} as const;

export function dataExportRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config, workers } = deps;
  const app = new Hono<AppEnv>();
  // Accounts whose export is being made on this node: a second one waits for the first (429).
  const running = new Set<number>();

  app.get(honoPath(dataExportOperations.exportData.path), async (c) => {
    const patientId = integerParam(c, 'id');
    const { user } = await requireOwnPatient(deps, c, patientId);
    if (running.has(user.id_utente)) throw new ApiError('rate_limited');
    running.add(user.id_utente);
    const now = config.now();
    const today = localDateTime(now, config.timeZone).date;
    const stream = dataExportStream(
      db,
      workers,
      {
        patientId,
        userId: user.id_utente,
        today,
        locale: localeFromAcceptLanguage(c.req.header('accept-language')),
        now,
      },
      () => running.delete(user.id_utente),
    );
    return c.body(stream, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': contentDisposition('attachment', safeEntryName(`Cartella_${today}.zip`)),
      'Cache-Control': 'no-store',
    });
  });

  return app;
}
