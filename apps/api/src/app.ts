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
import type { Operation } from './openapi.ts';
import { accountOperations, accountRoutes } from './routes/account.ts';
import { accountSecurityOperations, accountSecurityRoutes } from './routes/account-security.ts';
import { adminOperations, adminRoutes } from './routes/admin.ts';
import { adverseReactionOperations, adverseReactionRoutes } from './routes/adverse-reactions.ts';
import { anamnesisOperations, anamnesisRoutes } from './routes/anamnesis.ts';
import { careOperations, careRoutes } from './routes/care.ts';
import { centreOperations, centreRoutes } from './routes/centres.ts';
import { contactOperations, contactRoutes } from './routes/contacts.ts';
import { dataExportOperations, dataExportRoutes } from './routes/data-export.ts';
import { deviceOperations, deviceRoutes } from './routes/devices.ts';
import { diagnosisOperations, diagnosisRoutes } from './routes/diagnoses.ts';
import { diaryLargeBodyPaths, diaryOperations, diaryRoutes } from './routes/diary.ts';
import { docsOperations, docsRoutes } from './routes/docs.ts';
import { doctorOperations, doctorRoutes } from './routes/doctors.ts';
import { drugOperations, drugRoutes } from './routes/drugs.ts';
import {
  examAttachmentOperations,
  examAttachmentRoutes,
  examAttachmentUploadPaths,
} from './routes/exam-attachments.ts';
import { examResultOperations, examResultRoutes } from './routes/exam-results.ts';
import { examOperations, examRoutes } from './routes/exams.ts';
import { fileOperations, fileRoutes, fileUploadPaths } from './routes/files.ts';
import { identityOperations, identityRoutes } from './routes/identity.ts';
import { linkOperations, linkRoutes } from './routes/links.ts';
import { locationOperations, locationRoutes } from './routes/location.ts';
import { menuOperations, menuRoutes } from './routes/menu.ts';
import { patientOperations, patientRoutes } from './routes/patient.ts';
import { patientEditOperations, patientEditRoutes } from './routes/patient-edit.ts';
import { pregnancyOperations, pregnancyRoutes } from './routes/pregnancies.ts';
import { referenceOperations, referenceRoutes } from './routes/reference.ts';
import { referenceListOperations, referenceListRoutes } from './routes/reference-lists.ts';
import { reportOperations, reportRoutes } from './routes/reports.ts';
import { therapyReportOperations, therapyReportRoutes } from './routes/reports-therapies.ts';
import { scoreOperations, scoreRoutes } from './routes/scores.ts';
import { secondFactorOperations, secondFactorRoutes } from './routes/second-factor.ts';
import { securityOperations, securityRoutes } from './routes/security.ts';
import { shareLinkOperations, shareLinkRoutes } from './routes/share-links.ts';
import { subscriptionOperations, subscriptionRoutes } from './routes/subscriptions.ts';
import { therapyOperations, therapyRoutes } from './routes/therapies.ts';
import { userOperations, userRoutes } from './routes/user.ts';
import { vaccinationOperations, vaccinationRoutes } from './routes/vaccinations.ts';
import { visitOperations, visitRoutes } from './routes/visits.ts';
import { vitalReadingOperations, vitalReadingRoutes } from './routes/vital-readings.ts';
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
