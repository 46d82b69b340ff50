import { drugOperations } from '@cartella/contract';
import { DrugSearchSchema } from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { findDrug, searchDrugs } from '../db/repositories/drugs.ts';
import { findPatientIdOfUser } from '../db/repositories/therapies.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { parseJsonBody } from '../lib/request-body.ts';
import { reportRefusal } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { drugSheet, interactionCheck } from '../services/drugs.ts';

/** Search results per page. */
export const DRUG_SEARCH_PAGE_SIZE = 20;

function drugIdParam(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!/^\d{6,9}$/.test(id))
    throw new ApiError('validation_failed', { fields: [{ path: 'id', code: 'invalid_type' }] });
  return id;
}

export function drugRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  const search = async (c: Context<AppEnv>) => {
    const body = await parseJsonBody(c, DrugSearchSchema);
    const { rows, total } = await searchDrugs(
      db,
      body.search,
      DRUG_SEARCH_PAGE_SIZE,
      (body.page - 1) * DRUG_SEARCH_PAGE_SIZE,
    );
    return c.json({
      data: rows.map((row) => ({
        id_farmaco_codifa: row.id_farmaco_codifa,
        descrizione_breve: row.descrizione_breve,
        somministrazione: row.somministrazione,
        principio_attivo: row.principio_attivo,
        codice_atc: row.codice_atc,
      })),
      total,
      page: body.page,
      pageSize: DRUG_SEARCH_PAGE_SIZE,
    });
  };
  app.post(honoPath(drugOperations.search.path), search);

  app.get(honoPath(drugOperations.details.path), async (c) => {
    const drug = await findDrug(db, drugIdParam(c));
    if (drug === undefined) throw new ApiError('not_found');
    return c.json({ data: await drugSheet(db, drug) });
  });

  app.get(honoPath(drugOperations.checkInteractions.path), async (c) => {
    const candidate = await findDrug(db, drugIdParam(c));
    if (candidate === undefined) throw new ApiError('not_found');
    const patientId = await findPatientIdOfUser(db, c.get('session').userId);
    if (patientId === undefined) {
      reportRefusal(deps, c, 'access_denied');
      throw new ApiError('forbidden');
    }
    return c.json(await interactionCheck(db, candidate, patientId));
  });
  return app;
}
