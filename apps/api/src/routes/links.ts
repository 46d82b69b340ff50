import {
  PersonalLinkListAnswerSchema,
  PersonalLinkSaveAnswerSchema,
  PersonalLinkSaveEnvelopeSchema,
  PersonalLinkUpdateRequestSchema,
  ReferenceLinkListAnswerSchema,
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
import { defineOperation, honoPath } from '../openapi.ts';

const tag = 'Links';

export const linkOperations = {
  save: defineOperation({
    method: 'post',
    path: '/api/linkPersonale',
    operationId: 'savePersonalLink',
    tag,
    summary: 'Adds, replaces or deletes a personal link (one call, by status)',
    description:
      'Spec 001 section 7 "Links": the link object with status. `update` with linkid 0 adds the ' +
      'link, with an id replaces it (name, link and descrizione required, section 5; the link must ' +
      'be an http or https address, else code url_invalid: never javascript: or data:). `delete` ' +
      'reads linkid only. Links are not licence-gated.',
    requestBody: PersonalLinkSaveEnvelopeSchema,
    response: PersonalLinkSaveAnswerSchema,
    errors: ['forbidden'],
  }),
  list: defineOperation({
    method: 'get',
    path: '/api/getLinkPersonale/{id}',
    operationId: 'listPersonalLinks',
    tag,
    summary: "The patient's personal links",
    description: 'Spec 001 section 7 "Links"; by name.',
    pathParams: { id: 'id_paziente of the caller' },
    response: PersonalLinkListAnswerSchema,
    errors: ['forbidden'],
  }),
  references: defineOperation({
    method: 'get',
    path: '/api/altroLink/{kind}',
    operationId: 'listReferenceLinks',
    tag,
    summary: 'One reference list of the /altro page',
    description:
      `Spec 001 section 7 "Links". kind is one of ${referenceLinkKinds.join(', ')}. The Italian ` +
      'hospitals are the Ministry of Health list (apps/api/data/strutture-ricovero/SOURCE.md), ' +
      'the others a list curated by the project (apps/api/data/link-riferimento/SOURCE.md).',
    pathParams: { kind: 'the list' },
    stringParams: true,
    response: ReferenceLinkListAnswerSchema,
    errors: ['not_found'],
  }),
} as const;

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
