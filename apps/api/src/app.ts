import {
  accountOperations,
  accountSecurityOperations,
  adminOperations,
  adverseReactionOperations,
  anamnesisOperations,
  careOperations,
  centreOperations,
  contactOperations,
  dataExportOperations,
  deviceOperations,
  diagnosisOperations,
  diaryOperations,
  docsOperations,
  doctorOperations,
  drugOperations,
  examAttachmentOperations,
  examOperations,
  examResultOperations,
  fileOperations,
  identityOperations,
  linkOperations,
  locationOperations,
  menuOperations,
  type Operation,
  patientEditOperations,
  patientOperations,
  pregnancyOperations,
  referenceListOperations,
  referenceOperations,
  reportOperations,
  scoreOperations,
  secondFactorOperations,
  securityOperations,
  shareLinkOperations,
  subscriptionOperations,
  therapyOperations,
  therapyReportOperations,
  userOperations,
  vaccinationOperations,
  visitOperations,
  vitalReadingOperations,
} from '@cartella/contract';
import { Hono } from 'hono';
import { except } from 'hono/combine';
import { type AppConfig, defaultAppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppEnv, RouteDeps } from './env.ts';
import { checkAnswers, operationFinder } from './middleware/answers.ts';
import { limitWrites, requireSession } from './middleware/auth.ts';
import { limitBody } from './middleware/body-limit.ts';
import { compressAnswers } from './middleware/compress.ts';
import { createErrorHandler, errorResponse } from './middleware/errors.ts';
import { noStore, securityHeaders } from './middleware/security.ts';
import { accountRoutes } from './routes/account.ts';
import { accountSecurityRoutes } from './routes/account-security.ts';
import { adminRoutes } from './routes/admin.ts';
import { adverseReactionRoutes } from './routes/adverse-reactions.ts';
import { anamnesisRoutes } from './routes/anamnesis.ts';
import { careRoutes } from './routes/care.ts';
import { centreRoutes } from './routes/centres.ts';
import { contactRoutes } from './routes/contacts.ts';
import { dataExportRoutes } from './routes/data-export.ts';
import { deviceRoutes } from './routes/devices.ts';
import { diagnosisRoutes } from './routes/diagnoses.ts';
import { diaryLargeBodyPaths, diaryRoutes } from './routes/diary.ts';
import { docsRoutes } from './routes/docs.ts';
import { doctorRoutes } from './routes/doctors.ts';
import { drugRoutes } from './routes/drugs.ts';
import { examAttachmentRoutes, examAttachmentUploadPaths } from './routes/exam-attachments.ts';
import { examResultRoutes } from './routes/exam-results.ts';
import { examRoutes } from './routes/exams.ts';
import { fileRoutes, fileUploadPaths } from './routes/files.ts';
import { identityRoutes } from './routes/identity.ts';
import { linkRoutes } from './routes/links.ts';
import { locationRoutes } from './routes/location.ts';
import { menuRoutes } from './routes/menu.ts';
import { patientRoutes } from './routes/patient.ts';
import { patientEditRoutes } from './routes/patient-edit.ts';
import { pregnancyRoutes } from './routes/pregnancies.ts';
import { referenceRoutes } from './routes/reference.ts';
import { referenceListRoutes } from './routes/reference-lists.ts';
import { reportRoutes } from './routes/reports.ts';
import { therapyReportRoutes } from './routes/reports-therapies.ts';
import { scoreRoutes } from './routes/scores.ts';
import { secondFactorRoutes } from './routes/second-factor.ts';
import { securityRoutes } from './routes/security.ts';
import { shareLinkRoutes } from './routes/share-links.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { therapyRoutes } from './routes/therapies.ts';
import { userRoutes } from './routes/user.ts';
import { vaccinationRoutes } from './routes/vaccinations.ts';
import { visitRoutes } from './routes/visits.ts';
import { vitalReadingRoutes } from './routes/vital-readings.ts';
import { serveWebApp } from './web.ts';
import { createWorkerPool } from './workers/pool.ts';

/** Every operation of the API, in the order of the reference. */
export const operations: readonly Operation[] = [
  ...Object.values(userOperations),
  ...Object.values(menuOperations),
  ...Object.values(securityOperations),
  ...Object.values(patientOperations),
  ...Object.values(diaryOperations),
  ...Object.values(patientEditOperations),
  ...Object.values(contactOperations),
  ...Object.values(locationOperations),
  ...Object.values(scoreOperations),
  ...Object.values(referenceOperations),
  ...Object.values(drugOperations),
  ...Object.values(therapyOperations),
  ...Object.values(adverseReactionOperations),
  ...Object.values(therapyReportOperations),
  ...Object.values(careOperations),
  ...Object.values(anamnesisOperations),
  ...Object.values(pregnancyOperations),
  ...Object.values(doctorOperations),
  ...Object.values(vaccinationOperations),
  ...Object.values(linkOperations),
  ...Object.values(diagnosisOperations),
  ...Object.values(visitOperations),
  ...Object.values(vitalReadingOperations),
  ...Object.values(fileOperations),
  ...Object.values(deviceOperations),
  ...Object.values(accountOperations),
  ...Object.values(dataExportOperations),
  ...Object.values(subscriptionOperations),
  ...Object.values(adminOperations),
  ...Object.values(referenceListOperations),
  ...Object.values(examOperations),
  ...Object.values(examAttachmentOperations),
  ...Object.values(examResultOperations),
  ...Object.values(centreOperations),
  ...Object.values(docsOperations),
  ...Object.values(identityOperations),
  ...Object.values(accountSecurityOperations),
  ...Object.values(secondFactorOperations),
  ...Object.values(reportOperations),
  ...Object.values(shareLinkOperations),
];

/** Matches a request against a list of operations. */
function operationMatcher(list: readonly Operation[]): (method: string, path: string) => boolean {
  const find = operationFinder(list);
  return (method, path) => find(method, path) !== undefined;
}

export interface CreateAppOptions {
  db: Database;
  config?: Partial<AppConfig>;
}

/** The whole HTTP application, without listening (main.ts serves it; tests call app.request). */
export function createApp({ db, config: overrides = {} }: CreateAppOptions): Hono<AppEnv> {
  const config: AppConfig = { ...defaultAppConfig(), ...overrides };
  const workers = createWorkerPool({
    maxThreads: config.workerThreads,
    timeLimitMs: config.slowWorkTimeLimitMs,
  });
  const deps: RouteDeps = { db, config, workers };
  const app = new Hono<AppEnv>();
  const isPublic = operationMatcher(operations.filter((operation) => operation.public));
  const isKnown = operationMatcher(operations);
  const isReadOnly = operationMatcher(operations.filter((operation) => operation.readOnly));
  const session = requireSession(db, config);
  const writes = limitWrites(config);

  app.onError(createErrorHandler(config.logError));
  app.notFound((c) => errorResponse(c, 'not_found'));

  app.use('*', securityHeaders());
  // Outermost of the API's middleware, so it compresses the final answer, errors included.
  app.use('/api/*', compressAnswers());
  // In tests, every successful JSON answer is checked against its operation's response schema.
  if (config.checkAnswers) app.use('/api/*', checkAnswers(operations));
  app.use('/api/*', noStore());
  app.use(
    '/api/*',
    // The diary's create and update calls carry two drawings and set their own larger limit
    // (routes/diary.ts); every other route keeps this one.
    // File uploads (routes/files.ts) set theirs from the storage limits.
    except(
      [...diaryLargeBodyPaths, ...fileUploadPaths, ...examAttachmentUploadPaths],
      limitBody(config.bodyLimitBytes),
    ),
  );
  app.use('/api/*', async (c, next) => {
    // Secure by default: every API operation needs a session unless it is marked public. Unknown
    // routes fall through to the JSON 404 (the route list is public in /api/openapi.json anyway).
    if (isPublic(c.req.method, c.req.path) || !isKnown(c.req.method, c.req.path)) return next();
    if (isReadOnly(c.req.method, c.req.path)) return session(c, next);
    return session(c, async () => {
      await writes(c, next);
    });
  });

  app.route('/', userRoutes(deps));
  app.route('/', menuRoutes(deps));
  app.route('/', securityRoutes(deps));
  app.route('/', patientRoutes(deps));
  app.route('/', diaryRoutes(deps));
  app.route('/', patientEditRoutes(deps));
  app.route('/', contactRoutes(deps));
  app.route('/', locationRoutes(deps));
  app.route('/', scoreRoutes(deps));
  app.route('/', referenceRoutes(deps));
  app.route('/', drugRoutes(deps));
  app.route('/', therapyRoutes(deps));
  app.route('/', adverseReactionRoutes(deps));
  app.route('/', therapyReportRoutes(deps));
  app.route('/', careRoutes(deps));
  app.route('/', anamnesisRoutes(deps));
  app.route('/', pregnancyRoutes(deps));
  app.route('/', doctorRoutes(deps));
  app.route('/', vaccinationRoutes(deps));
  app.route('/', linkRoutes(deps));
  app.route('/', diagnosisRoutes(deps));
  app.route('/', visitRoutes(deps));
  app.route('/', vitalReadingRoutes(deps));
  app.route('/', fileRoutes(deps));
  app.route('/', deviceRoutes(deps));
  app.route('/', identityRoutes(deps));
  app.route('/', accountSecurityRoutes(deps));
  app.route('/', secondFactorRoutes(deps));
  app.route('/', reportRoutes(deps));
  app.route('/', shareLinkRoutes(deps));
  app.route('/', accountRoutes(deps));
  app.route('/', dataExportRoutes(deps));
  app.route('/', subscriptionRoutes(deps));
  app.route('/', adminRoutes(deps));
  app.route('/', referenceListRoutes(deps));
  app.route('/', examRoutes(deps));
  app.route('/', examAttachmentRoutes(deps));
  app.route('/', examResultRoutes(deps));
  app.route('/', centreRoutes(deps));
  app.route('/', docsRoutes(operations));

  if (config.webDist !== null) serveWebApp(app, config.webDist, config.support);
  return app;
}
