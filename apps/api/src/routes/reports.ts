import { type ConfidentialityLevel, fhirReportFileName, readConfidentialityLevel } from '@cartella/domain';
import { type Context, Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { fieldError, integerParam } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import { buildPatientSummary } from '../reports/fhir-ips.ts';
import { reportDataOf } from '../services/report-data.ts';

const levelNote =
  'Optional query `livello` (1-6): items whose confidentiality level is above it are left out ' +
  '(issue #22); without it the whole record is reported.';

export const reportOperations = {
  fhir: defineOperation({
    method: 'get',
    path: '/api/getFhirData/{id}',
    operationId: 'downloadFhirSummary',
    tag: 'Reports',
    summary: "The caller's record as a FHIR R4 International Patient Summary (Bundle of type document)",
    description:
      'Spec 001 section 7 "Reports (blob)" (GET /api/getFhirData, saved as a text file). HL7 IPS: a ' +
      'Composition (LOINC 60591-5) with allergies, medications and problems (an empty reason when ' +
      'empty), and immunizations, vital signs, past illness, pregnancies and social history where ' +
      `present; Patient with the codice fiscale. ${levelNote}`,
    pathParams: { id: 'id_paziente of the caller' },
    response: { mediaType: 'application/fhir+json', description: 'The IPS document Bundle' },
    errors: ['forbidden'],
  }),
} as const;

/** The `livello` query: a confidentiality level 1-6, or the whole record without it. */
function levelOf(c: Context<AppEnv>): ConfidentialityLevel {
  const raw = c.req.query('livello');
  if (raw === undefined) return 6;
  return readConfidentialityLevel(raw.slice(0, 2)) ?? fieldError('livello', 'option_invalid');
}

export function reportRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
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

  app.get(honoPath(reportOperations.fhir.path), async (c) => {
    const data = await ownReportData(c);
    const bundle = buildPatientSummary(data, config.now());
    const fileName = fhirReportFileName(
      `${data.patient.paziente_nome}_${data.patient.paziente_cognome}`
        .normalize('NFD')
        .replace(/[^A-Za-z0-9_-]/g, ''),
      data.today,
    );
    return c.body(JSON.stringify(bundle, null, 2), 200, {
      'Content-Type': 'application/fhir+json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    });
  });

  return app;
}
