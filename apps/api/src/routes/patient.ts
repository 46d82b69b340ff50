import { patientOperations } from '@cartella/contract';
import { localeFromAcceptLanguage } from '@cartella/domain';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { reportRefusal } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { ownPatientRecord } from '../services/patient-record.ts';

export function patientRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  app.get(honoPath(patientOperations.patient.path), async (c) => {
    const patientId = integerParam(c, 'id');
    const today = localDateTime(config.now(), config.timeZone).date;
    // Issue #24: the consents come in both languages; the answer keeps the request's.
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    const data = await ownPatientRecord(db, { patientId, userId: c.get('session').userId, today, locale });
    // Unknown ids and other patients' ids answer alike, so ids cannot be probed.
    if (data === undefined) {
      reportRefusal(deps, c, 'access_denied');
      throw new ApiError('forbidden');
    }
    return c.json({ data });
  });
  return app;
}
