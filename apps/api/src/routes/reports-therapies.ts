import { therapyReportOperations } from '@cartella/contract';
import { DataSourcesAnswerSchema, localeFromAcceptLanguage } from '@cartella/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, RouteDeps } from '../env.ts';
import { dataSourcesIn } from '../lib/data-sources.ts';
import { integerParam } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { printTherapyList } from '../services/therapies.ts';

export function therapyReportRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { config } = deps;
  const app = new Hono<AppEnv>();

  app.get(honoPath(therapyReportOperations.print.path), async (c) => {
    const patientId = integerParam(c, 'id');
    const { patient } = await requireOwnPatient(deps, c, patientId);
    const today = localDateTime(config.now(), config.timeZone).date;
    const pdf = await printTherapyList(deps, patient, today);
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="Terapie.pdf"',
    });
  });

  app.get(honoPath(therapyReportOperations.sources.path), (c) => {
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    return c.json(v.parse(DataSourcesAnswerSchema, { data: dataSourcesIn(locale) }));
  });
  return app;
}
