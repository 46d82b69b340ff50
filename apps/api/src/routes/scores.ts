import { scoreOperations } from '@cartella/contract';
import {
  type ScoreHistoryKind,
  type ScoreName,
  ScoreSaveSchema,
  scoreCombinationKinds,
  scoreCriteriaKinds,
  scoreHistoryKindByName,
  scoreHistoryKinds,
  scoreNames,
} from '@cartella/domain';
import { type Context, Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient, requirePermission } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { savedScoresOf, saveScore, scoreCombinationsOf, scoreCriteriaOf } from '../services/scores.ts';

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
    return c.json({ data: await scoreCriteriaOf(db, kind) });
  });

  app.get(honoPath(scoreOperations.combinations.path), async (c) => {
    const kind = kindParam(c, 'kind', scoreCombinationKinds);
    return c.json({ data: await scoreCombinationsOf(db, kind) });
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
    return c.json({ data: await savedScoresOf(db, patientId, scoreNameByHistoryKind[kind]) });
  });

  return app;
}
