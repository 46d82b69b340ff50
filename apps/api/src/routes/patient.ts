import { patientOperations } from '@cartella/contract';
import { localeFromAcceptLanguage } from '@cartella/domain';
import { Hono } from 'hono';
import { findPatientRecord } from '../db/repositories/patient-record.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { reportRefusal } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { patientRecordData } from '../services/patient-record.ts';

export function patientRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  app.get(honoPath(patientOperations.patient.path), async (c) => {
    const patientId = integerParam(c, 'id');
    const today = localDateTime(config.now(), config.timeZone).date;
    const stored = await findPatientRecord(db, patientId, c.get('session').userId, today);
    // Unknown ids and other patients' ids answer alike, so ids cannot be probed.
    if (stored === undefined) {
      reportRefusal(deps, c, 'access_denied');
      throw new ApiError('forbidden');
    }
    // Issue #24: the consents come in both languages; the answer keeps the request's.
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    return c.json({ data: patientRecordData(stored, today, locale) });
  });
  return app;
}
