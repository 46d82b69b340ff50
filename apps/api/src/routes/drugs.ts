import { drugOperations } from '@cartella/contract';
import { DrugSearchSchema, localeFromAcceptLanguage } from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { parseJsonBody } from '../lib/request-body.ts';
import { reportRefusal } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { drugSheetById, interactionCheckForUser, searchDrugCatalogue } from '../services/drugs.ts';

function drugIdParam(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!/^\d{6,9}$/.test(id))
    throw new ApiError('validation_failed', { fields: [{ path: 'id', code: 'invalid_type' }] });
  return id;
}

export function drugRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.post(honoPath(drugOperations.search.path), async (c) => {
    const body = await parseJsonBody(c, DrugSearchSchema);
    return c.json(await searchDrugCatalogue(db, body.search, body.page));
  });

  app.get(honoPath(drugOperations.details.path), async (c) => {
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    const sheet = await drugSheetById(db, drugIdParam(c), locale);
    if (sheet === undefined) throw new ApiError('not_found');
    return c.json({ data: sheet });
  });

  app.get(honoPath(drugOperations.checkInteractions.path), async (c) => {
    const check = await interactionCheckForUser(db, drugIdParam(c), c.get('session').userId);
    if (check === 'unknown_drug') throw new ApiError('not_found');
    if (check === 'no_patient') {
      reportRefusal(deps, c, 'access_denied');
      throw new ApiError('forbidden');
    }
    return c.json(check);
  });
  return app;
}
