import { linkOperations } from '@cartella/contract';
import {
  PersonalLinkSaveEnvelopeSchema,
  PersonalLinkUpdateRequestSchema,
  referenceLinkKinds,
} from '@cartella/domain';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { reportRefusal, requireOwnPatient, requireOwnRecord } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import {
  addPersonalLink,
  editPersonalLink,
  personalLinkById,
  personalLinksOf,
  referenceLinksOf,
  removePersonalLink,
} from '../services/links.ts';

export function linkRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  const patientOfLink = (link: { id_paziente: number }) => link.id_paziente;

  app.post(honoPath(linkOperations.save.path), async (c) => {
    const { status, id_paziente, linkid } = await parseJsonBody(c, PersonalLinkSaveEnvelopeSchema);
    await requireOwnPatient(deps, c, id_paziente);
    if (status === 'delete') {
      // Unknown ids answer as another patient's link.
      await requireOwnRecord(deps, c, await personalLinkById(db, linkid), patientOfLink);
      await removePersonalLink(db, linkid);
      return c.json({ data: { linkid, deleted: true as const } });
    }
    const body = await parseJsonBody(c, PersonalLinkUpdateRequestSchema);
    if (linkid === 0) return c.json({ data: await addPersonalLink(db, id_paziente, body, config.now()) });
    const stored = await requireOwnRecord(deps, c, await personalLinkById(db, linkid), patientOfLink);
    if (stored.id_paziente !== id_paziente) {
      reportRefusal(deps, c, 'access_denied');
      throw new ApiError('forbidden');
    }
    const row = await editPersonalLink(db, linkid, body, config.now());
    if (row === undefined) throw new ApiError('forbidden');
    return c.json({ data: row });
  });

  app.get(honoPath(linkOperations.list.path), async (c) => {
    const patientId = integerParam(c, 'id');
    await requireOwnPatient(deps, c, patientId);
    return c.json({ data: await personalLinksOf(db, patientId) });
  });

  app.get(honoPath(linkOperations.references.path), async (c) => {
    const kind = c.req.param('kind') ?? '';
    if (!(referenceLinkKinds as readonly string[]).includes(kind)) throw new ApiError('not_found');
    return c.json({ data: await referenceLinksOf(db, kind) });
  });
  return app;
}
