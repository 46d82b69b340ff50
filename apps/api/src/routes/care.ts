import { careOperations } from '@cartella/contract';
import { localeFromAcceptLanguage } from '@cartella/domain';
import { type Context, Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { integerParam } from '../lib/request-body.ts';
import { requireOwnPatient } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { associatedDoctorsOf, availableDoctorsOf } from '../services/care.ts';
import { diagnosesOf } from '../services/diagnoses.ts';

const localeOf = (c: Context<AppEnv>) => localeFromAcceptLanguage(c.req.header('accept-language'));

export function careRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get(honoPath(careOperations.diagnoses.path), async (c) => {
    const patientId = integerParam(c, 'id');
    await requireOwnPatient(deps, c, patientId);
    const data = await diagnosesOf(db, patientId);
    return c.json({ data });
  });

  app.get(honoPath(careOperations.associatedDoctors.path), async (c) => {
    const patientId = integerParam(c, 'id');
    await requireOwnPatient(deps, c, patientId);
    return c.json({ data: await associatedDoctorsOf(db, patientId, localeOf(c)) });
  });

  app.get(honoPath(careOperations.availableDoctors.path), async (c) => {
    const patientId = integerParam(c, 'id');
    await requireOwnPatient(deps, c, patientId);
    return c.json({ data: await availableDoctorsOf(db, patientId, localeOf(c)) });
  });
  return app;
}
