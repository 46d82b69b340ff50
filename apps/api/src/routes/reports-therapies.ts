import { DataSourcesAnswerSchema } from '@cartella/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import { listTherapies } from '../db/repositories/therapies.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { dataSources, drugDataSourceLine } from '../lib/data-sources.ts';
import { integerParam } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import { prescriberName } from '../services/therapies.ts';

export const therapyReportOperations = {
  print: defineOperation({
    method: 'get',
    path: '/api/downloadTerapie/{id}',
    operationId: 'downloadTherapyList',
    tag: 'Medications',
    summary: "The patient's three therapy lists as a printable PDF",
    description:
      'Spec 000 section 2 "Medications": the footer print button prints for the patient (path not shown). ' +
      'A4 PDF with the patient name, the date, each list with drug, dose, frequency, dates, prescriber and ' +
      'notes or reason, and the drug-data source line.',
    pathParams: { id: 'id_paziente of the caller' },
    response: { mediaType: 'application/pdf', description: 'The therapy list (Terapie.pdf)' },
    errors: ['forbidden'],
  }),
  sources: defineOperation({
    method: 'get',
    path: '/api/fontiDati',
    operationId: 'listDataSources',
    tag: 'Medications',
    summary: 'The reference data sets the app uses, with attribution and licence (the /fonti page)',
    response: DataSourcesAnswerSchema,
    errors: [],
  }),
} as const;

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
