import { adverseReactionOperations } from '@cartella/contract';
import {
  AdverseReactionRequestSchema,
  createAdverseReactionSchema,
  successMessages,
  validate,
} from '@cartella/domain';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { reportRefusal, requireOwnPatient, requireSelf } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import {
  adverseReactionPdf,
  adverseReactionsOf,
  ownAdverseReaction,
  patientIdOfUser,
  reportAdverseReaction,
} from '../services/adverse-reactions.ts';

export function adverseReactionRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.post(honoPath(adverseReactionOperations.create.path), async (c) => {
    const body = await parseJsonBody(c, AdverseReactionRequestSchema);
    requireSelf(deps, c, body.id_utente);
    const patientId = await patientIdOfUser(db, body.id_utente);
    if (patientId === undefined) {
      reportRefusal(deps, c, 'access_denied');
      throw new ApiError('forbidden');
    }
    const { patient } = await requireOwnPatient(deps, c, patientId);
    const today = localDateTime(config.now(), config.timeZone).date;
    const sex =
      patient.paziente_sesso === 'male' || patient.paziente_sesso === 'female'
        ? patient.paziente_sesso
        : 'unknown';
    const result = validate(createAdverseReactionSchema({ today, sex }), body);
    if (!result.success) throw new ApiError('validation_failed', { fields: result.issues });
    const reporter = { userId: body.id_utente, patientId, female: sex === 'female' };
    const id = await reportAdverseReaction(db, reporter, result.output);
    return c.json({ message: successMessages.operationCompleted.it, id });
  });

  app.get(honoPath(adverseReactionOperations.list.path), async (c) => {
    const userId = integerParam(c, 'id');
    requireSelf(deps, c, userId);
    return c.json({ data: await adverseReactionsOf(db, userId) });
  });

  app.get(honoPath(adverseReactionOperations.pdf.path), async (c) => {
    const reportId = integerParam(c, 'id');
    // Another user's report answers like a missing one (404), so ids cannot be probed.
    const own = await ownAdverseReaction(db, reportId, c.get('session').userId);
    if (own === undefined) throw new ApiError('not_found');
    const owner = await requireOwnPatient(deps, c, own.patientId);
    const pdf = await adverseReactionPdf(deps, own.report, owner);
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="segnalazione-${own.report.id}.pdf"`,
    });
  });
  return app;
}
