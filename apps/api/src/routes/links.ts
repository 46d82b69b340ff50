import { linkOperations } from '@cartella/contract';
import {
  PersonalLinkSaveEnvelopeSchema,
  PersonalLinkUpdateRequestSchema,
  referenceLinkKinds,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  deletePersonalLink,
  findPersonalLink,
  insertPersonalLink,
  listPersonalLinks,
  listReferenceLinks,
  updatePersonalLink,
} from '../db/repositories/vaccinations.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { reportRefusal, requireOwnPatient, requireOwnRecord } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';

/** The link behind an id, if the caller owns it (unknown ids answer as another patient's). */
async function requireOwnLink(deps: RouteDeps, c: Context<AppEnv>, linkId: number) {
  return requireOwnRecord(deps, c, await findPersonalLink(deps.db, linkId), (link) => link.id_paziente);
}

export function linkRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.post(honoPath(linkOperations.save.path), async (c) => {
    const { status, id_paziente, linkid } = await parseJsonBody(c, PersonalLinkSaveEnvelopeSchema);
    await requireOwnPatient(deps, c, id_paziente);
    if (status === 'delete') {
      await requireOwnLink(deps, c, linkid);
      await deletePersonalLink(db, linkid);
      return c.json({ data: { linkid, deleted: true as const } });
    }
    const body = await parseJsonBody(c, PersonalLinkUpdateRequestSchema);
    const values = { name: body.name, link: body.link.trim(), descrizione: body.descrizione };
    if (linkid === 0) {
      return c.json({ data: await insertPersonalLink(db, { ...values, id_paziente }, config.now()) });
    }
    const stored = await requireOwnLink(deps, c, linkid);
    if (stored.id_paziente !== id_paziente) {
      reportRefusal(deps, c, 'access_denied');
      throw new ApiError('forbidden');
    }
    const row = await updatePersonalLink(db, linkid, values, config.now());
    if (row === undefined) throw new ApiError('forbidden');
    return c.json({ data: row });
  });

  app.get(honoPath(linkOperations.list.path), async (c) => {
    const patientId = integerParam(c, 'id');
    await requireOwnPatient(deps, c, patientId);
    return c.json({ data: await listPersonalLinks(db, patientId) });
  });

  app.get(honoPath(linkOperations.references.path), async (c) => {
    const kind = c.req.param('kind') ?? '';
    if (!(referenceLinkKinds as readonly string[]).includes(kind)) throw new ApiError('not_found');
    return c.json({ data: await listReferenceLinks(db, kind) });
  });
  return app;
}
