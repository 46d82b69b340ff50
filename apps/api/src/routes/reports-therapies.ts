import { therapyReportOperations } from '@cartella/contract';
import { DataSourcesAnswerSchema } from '@cartella/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import { listTherapies } from '../db/repositories/therapies.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { dataSources, drugDataSourceLine } from '../lib/data-sources.ts';
import { integerParam } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { prescriberName } from '../services/therapies.ts';

export function therapyReportRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config, workers } = deps;
  const app = new Hono<AppEnv>();

  app.get(honoPath(therapyReportOperations.print.path), async (c) => {
    const patientId = integerParam(c, 'id');
    const { patient } = await requireOwnPatient(deps, c, patientId);
    const rows = await listTherapies(db, patientId, null);
    const today = localDateTime(config.now(), config.timeZone).date;
    const pdf = await workers.run('therapyList', {
      therapies: rows.map(({ therapy, drug, prescriber }) => ({
        tipo_terapia: therapy.tipo_terapia,
        farmaco: drug.descrizione_breve,
        somministrazione: drug.somministrazione,
        quantita_farmaceutica: therapy.quantita_farmaceutica,
        frequenza_farmaceutica: therapy.frequenza_farmaceutica,
        data_inizio: therapy.data_inizio,
        data_fine: therapy.data_fine,
        prescrittore: prescriberName({ therapy, prescriber }),
        note: therapy.note,
      })),
      context: {
        patientName: `${patient.paziente_nome} ${patient.paziente_cognome}`,
        today,
        drugDataSource: drugDataSourceLine,
      },
    });
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="Terapie.pdf"',
    });
  });

  app.get(honoPath(therapyReportOperations.sources.path), (c) =>
    c.json(v.parse(DataSourcesAnswerSchema, { data: dataSources })),
  );
  return app;
}
