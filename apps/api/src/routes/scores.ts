import {
  ScoreCombinationsAnswerSchema,
  ScoreCriteriaAnswerSchema,
  ScoreHistoryAnswerSchema,
  type ScoreHistoryKind,
  type ScoreName,
  ScoreSavedAnswerSchema,
  ScoreSaveSchema,
  scoreCombinationKinds,
  scoreCriteriaKinds,
  scoreHistoryKindByName,
  scoreHistoryKinds,
  scoreNames,
} from '@cartella/domain';
import { type Context, Hono } from 'hono';
import { listSavedScores, listScoreCombinations, listScoreCriteria } from '../db/repositories/scores.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient, requirePermission } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import { historyRow, saveScore } from '../services/scores.ts';

export const scoreOperations = {
  criteria: defineOperation({
    method: 'get',
    path: '/api/scoring/{kind}',
    operationId: 'scoreCriteria',
    tag: 'Scores',
    summary: 'Criteria of a score page, in Italian and English',
    description:
      'Spec 001 sections 3 "Criterion item" and 7 "Scores". kind: has-bled, cha2ds2, meld, framingham, ' +
      'cardiovascolare. Seeded from @cartella/calculators; `key` names the calculator input. Unknown kind: 404.',
    pathParams: { kind: scoreCriteriaKinds.join(' | ') },
    stringParams: true,
    response: ScoreCriteriaAnswerSchema,
    errors: ['not_found'],
  }),
  combinations: defineOperation({
    method: 'get',
    path: '/api/score-result/{kind}',
    operationId: 'scoreCombinations',
    tag: 'Scores',
    summary: 'Published combination rows of a score',
    description:
      'Spec 001 sections 3 "Combination rows" and 7. kind: has-bled (bleeds per 100 patient-years, ' +
      'Pisters 2010), cha2ds2 (ischaemic stroke and stroke/TIA/embolism percent a year, Friberg 2012), ' +
      'meld (3-month mortality by band, Wiesner 2003; puntegio_totale is the lowest score of the band).',
    pathParams: { kind: scoreCombinationKinds.join(' | ') },
    stringParams: true,
    response: ScoreCombinationsAnswerSchema,
    errors: ['not_found'],
  }),
  save: defineOperation({
    method: 'post',
    path: '/api/score',
    operationId: 'saveScore',
    tag: 'Scores',
    summary: 'Saves a score after recomputing it on the server',
    description:
      'Spec 001 sections 3 and 7. Needs the calcolatrice permission and the caller’s own id_paziente. ' +
      'Besides id_paziente, nome_score, valore_score and additional_score (CHA2DS2-VASc only), the body ' +
      'carries `inputs`, from which the server recomputes the value with @cartella/calculators; age and ' +
      'sex come from the patient record. A value that differs from the recomputed one (points scores ' +
      'exactly, percentages to 2 decimals) answers 400 with `valore_score: score_values_invalid`. ' +
      'Values saved: HAS-BLED, CHA2DS2-VASc and MELD total points; Framingham and cardiovascular 10-year ' +
      'risk percent (2 decimals); CHA2DS2-VASc additional_score = stroke/TIA/embolism percent a year.',
    requestBody: ScoreSaveSchema,
    response: ScoreSavedAnswerSchema,
    errors: ['forbidden', 'permission_denied'],
  }),
  history: defineOperation({
    method: 'get',
    path: '/api/score/{a}/{b}',
    operationId: 'scoreHistory',
    tag: 'Scores',
    summary: 'The caller’s saved scores of one kind, newest first',
    description:
      'Spec 001 sections 3 "Saved score history row" and 7. a: id_paziente (the caller’s own, else 403); ' +
      `b: ${scoreHistoryKinds.join(' | ')}. Needs the calcolatrice permission.`,
    pathParams: { a: 'id_paziente of the caller', b: 'history kind' },
    stringParams: true,
    response: ScoreHistoryAnswerSchema,
    errors: ['forbidden', 'permission_denied', 'not_found'],
  }),
} as const;

// --- Routes --------------------------------------------------------------------------------

function isOneOf<const T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

function kindParam<const T extends string>(c: Context<AppEnv>, name: string, list: readonly T[]): T {
  const value = c.req.param(name) ?? '';
  if (!isOneOf(list, value)) throw new ApiError('not_found');
  return value;
}

const scoreNameByHistoryKind = Object.fromEntries(
  scoreNames.map((name) => [scoreHistoryKindByName[name], name]),
) as Record<ScoreHistoryKind, ScoreName>;

export function scoreRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.get(honoPath(scoreOperations.criteria.path), async (c) => {
    const kind = kindParam(c, 'kind', scoreCriteriaKinds);
    const rows = await listScoreCriteria(db, kind);
    return c.json({
      data: rows.map(({ kind: _kind, position: _position, ...row }) => ({
        ...row,
        isSelected: '0' as const,
      })),
    });
  });

  app.get(honoPath(scoreOperations.combinations.path), async (c) => {
    const kind = kindParam(c, 'kind', scoreCombinationKinds);
    const rows = await listScoreCombinations(db, kind);
    return c.json({ data: rows.map(({ kind: _kind, ...row }) => row) });
  });

  app.post(honoPath(scoreOperations.save.path), async (c) => {
    const body = await parseJsonBody(c, ScoreSaveSchema);
    await requirePermission(deps, c, 'calcolatrice');
    const { patient } = await requireOwnPatient(deps, c, body.id_paziente);
    const today = localDateTime(config.now(), config.timeZone).date;
    return c.json({ data: await saveScore(db, patient, body, today) });
  });

  app.get(honoPath(scoreOperations.history.path), async (c) => {
    const patientId = integerParam(c, 'a');
    const kind = kindParam(c, 'b', scoreHistoryKinds);
    await requirePermission(deps, c, 'calcolatrice');
    await requireOwnPatient(deps, c, patientId);
    const rows = await listSavedScores(db, patientId, scoreNameByHistoryKind[kind]);
    return c.json({ data: rows.map(historyRow) });
  });

  return app;
}
