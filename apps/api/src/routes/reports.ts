import { reportOperations } from '@cartella/contract';
import {
  type ConfidentialityLevel,
  EmergencyCardWithQrSchema,
  localeFromAcceptLanguage,
  readConfidentialityLevel,
} from '@cartella/domain';
import { type Context, Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { ownOrigin } from '../lib/origin.ts';
import { fieldError, integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { reportDataOf } from '../services/report-data.ts';
import { type ReportFile, type ReportFileKind, reportFile } from '../services/report-files.ts';
import { createShareLink, EMERGENCY_QR_RECIPIENT } from '../services/share-links.ts';

/** The `livello` query: a confidentiality level 1-6, or the whole record without it. */
function levelOf(c: Context<AppEnv>): ConfidentialityLevel {
  const raw = c.req.query('livello');
  if (raw === undefined) return 6;
  return readConfidentialityLevel(raw.slice(0, 2)) ?? fieldError('livello', 'option_invalid');
}

export function reportRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config, workers } = deps;
  const app = new Hono<AppEnv>();

  /** The caller's own patient's report data, or 403. */
  async function ownReportData(c: Context<AppEnv>) {
    const patientId = integerParam(c, 'id');
    const level = levelOf(c);
    const { user } = await requireOwnPatient(deps, c, patientId);
    const today = localDateTime(config.now(), config.timeZone).date;
    const data = await reportDataOf(db, patientId, user.id_utente, today, level);
    if (data === undefined) throw new ApiError('forbidden');
    return data;
  }

  /** The caller's own report of one kind, as a download. */
  async function ownReport(c: Context<AppEnv>, kind: ReportFileKind) {
    const data = await ownReportData(c);
    const file = await reportFile(workers, kind, data, {
      locale: localeFromAcceptLanguage(c.req.header('accept-language')),
      maxLevel: levelOf(c),
      now: config.now(),
    });
    return fileAnswer(c, file);
  }

  app.get(honoPath(reportOperations.fhir.path), (c) => ownReport(c, 'fhir'));
  app.get(honoPath(reportOperations.clinical.path), (c) => ownReport(c, 'report'));
  app.get(honoPath(reportOperations.emergency.path), (c) => ownReport(c, 'emergenza'));
  app.post(honoPath(reportOperations.emergencyWithQr.path), async (c) => {
    const patientId = integerParam(c, 'id');
    const { livello } = await parseJsonBody(c, EmergencyCardWithQrSchema);
    const { user } = await requireOwnPatient(deps, c, patientId);
    const now = config.now();
    const today = localDateTime(now, config.timeZone).date;
    const data = await reportDataOf(db, patientId, user.id_utente, today, livello);
    if (data === undefined) throw new ApiError('forbidden');
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    const link = await createShareLink(
      db,
      {
        id_paziente: patientId,
        contenuto: 'emergenza',
        durata_ore: null,
        pin: null,
        livello,
        // A key, not words: the list and the access log name it in their reader's language.
        destinatario: EMERGENCY_QR_RECIPIENT,
      },
      ownOrigin(c, config.trustProxy),
      now,
    );
    const file = await reportFile(workers, 'emergenza', data, {
      locale,
      maxLevel: livello,
      now,
      shareUrl: link.url,
    });
    return fileAnswer(c, file);
  });

  return app;
}

function fileAnswer(c: Context<AppEnv>, file: ReportFile) {
  return c.body(file.body, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
  });
}
