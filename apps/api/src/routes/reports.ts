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
import { defineOperation, honoPath } from '../openapi.ts';
import { reportDataOf } from '../services/report-data.ts';
import { type ReportFile, type ReportFileKind, reportFile } from '../services/report-files.ts';
import { createShareLink } from '../services/share-links.ts';

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
  clinical: defineOperation({
    method: 'get',
    path: '/api/downloadReport/{id}',
    operationId: 'downloadClinicalReport',
    tag: 'Reports',
    summary: "The caller's whole record as a tagged, accessible PDF in the caller's language (Report.pdf)",
    description:
      'Spec 001 section 7 "Reports (blob)" and section 9 "Download file names". Identity, contacts, ' +
      'medical information, allergies, diagnoses by state, therapies (ongoing, concluded, forbidden), ' +
      'vaccinations, visits, vital signs (latest and trend), anamnesis, pregnancies (female patients), ' +
      `doctors; Accept-Language picks Italian or English. ${levelNote}`,
    pathParams: { id: 'id_paziente of the caller' },
    response: { mediaType: 'application/pdf', description: 'The clinical report (Report.pdf)' },
    errors: ['forbidden', 'timeout'],
  }),
  emergency: defineOperation({
    method: 'get',
    path: '/api/downloadEmergenza/{id}',
    operationId: 'downloadEmergencyCard',
    tag: 'Reports',
    summary: "The caller's one-page emergency card as a PDF (Emergenza.pdf)",
    description:
      'Spec 001 section 7 "Reports (blob)". Name, birth date, blood group, organ donation, allergies ' +
      'and intolerances first, active diagnoses, ongoing therapies, forbidden drugs, emergency ' +
      `contacts, the patient's doctors. ${levelNote}`,
    pathParams: { id: 'id_paziente of the caller' },
    response: { mediaType: 'application/pdf', description: 'The emergency card (Emergenza.pdf)' },
    errors: ['forbidden', 'timeout'],
  }),
  emergencyWithQr: defineOperation({
    method: 'post',
    path: '/api/downloadEmergenza/{id}',
    operationId: 'downloadEmergencyCardWithQr',
    tag: 'Reports',
    summary: 'The emergency card with a QR code that opens it up to date (Emergenza.pdf)',
    description:
      'Issue #22, beyond the spec: creates a permanent emergency-card share link without a PIN ' +
      '(listed and revocable with the other links) and answers the card with a QR code of its ' +
      'address, so whoever scans a printed card reads the record as it is that day. `livello` ' +
      'applies to the card and to the link.',
    pathParams: { id: 'id_paziente of the caller' },
    requestBody: EmergencyCardWithQrSchema,
    response: { mediaType: 'application/pdf', description: 'The emergency card (Emergenza.pdf)' },
    errors: ['forbidden', 'timeout'],
  }),
} as const;

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
        destinatario:
          locale === 'en' ? 'QR code on the emergency card' : 'Codice QR della scheda di emergenza',
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
