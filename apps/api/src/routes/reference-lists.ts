import {
  AdminCentreAnswerSchema,
  AdminCentreListAnswerSchema,
  AdminInvestigationAnswerSchema,
  AdminInvestigationListAnswerSchema,
  AdminReferenceLinkAnswerSchema,
  AdminReferenceLinkListAnswerSchema,
  AdminVaccineAnswerSchema,
  AdminVaccineListAnswerSchema,
  CentreSaveSchema,
  InvestigationSaveSchema,
  REFERENCE_PAGE_SIZE,
  ReferenceLinkSaveSchema,
  ReferenceSearchSchema,
  ReferenceStateSchema,
  VaccineCreateSchema,
  VaccineSaveSchema,
} from '@cartella/domain';
import { type Context, Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { fieldError, integerParam, parseJsonBody } from '../lib/request-body.ts';
import { requireAdmin } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import {
  addCentre,
  addInvestigation,
  addReferenceLink,
  addVaccine,
  editCentre,
  editInvestigation,
  editReferenceLink,
  editVaccine,
  listCentresPage,
  listInvestigationsPage,
  listReferenceLinksPage,
  listVaccinesPage,
  setCentreActive,
  setInvestigationActive,
  setReferenceLinkActive,
  setVaccineActive,
} from '../services/reference-lists.ts';

const tag = 'Admin';
const guarded =
  'Admin only: the caller must hold the admin permission (Amministratore role), else 403, ' +
  'reported as a security event. Every change is audited with the entry before and after (issue #25).';
const listed =
  `${REFERENCE_PAGE_SIZE} per page, by name, disabled entries included; the search matches part of ` +
  'the name (or code).';
const neverDeleted =
  'Entries are never deleted: a disabled one is no longer offered to patients, and the records ' +
  'that point to it keep showing it.';

/** The reference lists the patient screens use, as the admin manages them (issue #25). */
export const referenceListOperations = {
  centres: defineOperation({
    method: 'post',
    path: '/api/admin/centri',
    operationId: 'adminCentreList',
    tag,
    readOnly: true,
    summary: 'Affiliated centres, with search and paging',
    description: `The centres of the patients' centres page and exam form, with their e-mail. ${listed} ${guarded}`,
    requestBody: ReferenceSearchSchema,
    response: AdminCentreListAnswerSchema,
    errors: ['forbidden'],
  }),
  addCentre: defineOperation({
    method: 'post',
    path: '/api/admin/centri/add',
    operationId: 'adminAddCentre',
    tag,
    summary: 'Adds an affiliated centre',
    description:
      "The website is '' or an http(s) address (400 `url_invalid` otherwise); a name another centre " +
      `has answers 409. ${guarded}`,
    requestBody: CentreSaveSchema,
    response: AdminCentreAnswerSchema,
    errors: ['forbidden', 'conflict'],
  }),
  editCentre: defineOperation({
    method: 'post',
    path: '/api/admin/centri/{id}',
    operationId: 'adminEditCentre',
    tag,
    summary: 'Edits an affiliated centre',
    description: `The whole centre, as for adding. ${guarded}`,
    pathParams: { id: 'centre id' },
    requestBody: CentreSaveSchema,
    response: AdminCentreAnswerSchema,
    errors: ['forbidden', 'not_found', 'conflict'],
  }),
  centreState: defineOperation({
    method: 'post',
    path: '/api/admin/centri/{id}/stato',
    operationId: 'adminSetCentreState',
    tag,
    summary: 'Disables or enables an affiliated centre',
    description: `A disabled centre is no longer listed to patients nor mailed. ${neverDeleted} ${guarded}`,
    pathParams: { id: 'centre id' },
    requestBody: ReferenceStateSchema,
    response: AdminCentreAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  investigations: defineOperation({
    method: 'post',
    path: '/api/admin/indagini',
    operationId: 'adminInvestigationList',
    tag,
    readOnly: true,
    summary: 'The investigation catalogue, with search and paging',
    description: `The catalogue the exam form suggests from. ${listed} ${guarded}`,
    requestBody: ReferenceSearchSchema,
    response: AdminInvestigationListAnswerSchema,
    errors: ['forbidden'],
  }),
  addInvestigation: defineOperation({
    method: 'post',
    path: '/api/admin/indagini/add',
    operationId: 'adminAddInvestigation',
    tag,
    summary: 'Adds an investigation to the catalogue',
    description: `A name another investigation has answers 409. ${guarded}`,
    requestBody: InvestigationSaveSchema,
    response: AdminInvestigationAnswerSchema,
    errors: ['forbidden', 'conflict'],
  }),
  editInvestigation: defineOperation({
    method: 'post',
    path: '/api/admin/indagini/{id}',
    operationId: 'adminEditInvestigation',
    tag,
    summary: 'Edits an investigation of the catalogue',
    description: `The whole entry, as for adding. ${guarded}`,
    pathParams: { id: 'investigation id' },
    requestBody: InvestigationSaveSchema,
    response: AdminInvestigationAnswerSchema,
    errors: ['forbidden', 'not_found', 'conflict'],
  }),
  investigationState: defineOperation({
    method: 'post',
    path: '/api/admin/indagini/{id}/stato',
    operationId: 'adminSetInvestigationState',
    tag,
    summary: 'Disables or enables an investigation of the catalogue',
    description: `A disabled investigation is no longer suggested. ${neverDeleted} ${guarded}`,
    pathParams: { id: 'investigation id' },
    requestBody: ReferenceStateSchema,
    response: AdminInvestigationAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  vaccines: defineOperation({
    method: 'post',
    path: '/api/admin/vaccini',
    operationId: 'adminVaccineList',
    tag,
    readOnly: true,
    summary: 'The vaccine catalogue, with search and paging',
    description: `The catalogue the vaccination form suggests from. ${listed} ${guarded}`,
    requestBody: ReferenceSearchSchema,
    response: AdminVaccineListAnswerSchema,
    errors: ['forbidden'],
  }),
  addVaccine: defineOperation({
    method: 'post',
    path: '/api/admin/vaccini/add',
    operationId: 'adminAddVaccine',
    tag,
    summary: 'Adds a vaccine to the catalogue',
    description: `The id is the AIC code (digits); an id that exists answers 409. ${guarded}`,
    requestBody: VaccineCreateSchema,
    response: AdminVaccineAnswerSchema,
    errors: ['forbidden', 'conflict'],
  }),
  editVaccine: defineOperation({
    method: 'post',
    path: '/api/admin/vaccini/{id}',
    operationId: 'adminEditVaccine',
    tag,
    summary: 'Edits a vaccine of the catalogue',
    description: `Every field but the id. ${guarded}`,
    pathParams: { id: 'id_vaccino (AIC code, digits)' },
    requestBody: VaccineSaveSchema,
    response: AdminVaccineAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  vaccineState: defineOperation({
    method: 'post',
    path: '/api/admin/vaccini/{id}/stato',
    operationId: 'adminSetVaccineState',
    tag,
    summary: 'Disables or enables a vaccine of the catalogue',
    description: `A disabled vaccine is no longer suggested. ${neverDeleted} ${guarded}`,
    pathParams: { id: 'id_vaccino (AIC code, digits)' },
    requestBody: ReferenceStateSchema,
    response: AdminVaccineAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  referenceLinks: defineOperation({
    method: 'post',
    path: '/api/admin/linkRiferimento',
    operationId: 'adminReferenceLinkList',
    tag,
    readOnly: true,
    summary: 'The reference links of every list, with search and paging',
    description: `The links of GET /api/altroLink/{kind}. ${listed} ${guarded}`,
    requestBody: ReferenceSearchSchema,
    response: AdminReferenceLinkListAnswerSchema,
    errors: ['forbidden'],
  }),
  addReferenceLink: defineOperation({
    method: 'post',
    path: '/api/admin/linkRiferimento/add',
    operationId: 'adminAddReferenceLink',
    tag,
    summary: 'Adds a reference link',
    description: `The address is http(s) only (400 \`url_invalid\` otherwise). ${guarded}`,
    requestBody: ReferenceLinkSaveSchema,
    response: AdminReferenceLinkAnswerSchema,
    errors: ['forbidden'],
  }),
  editReferenceLink: defineOperation({
    method: 'post',
    path: '/api/admin/linkRiferimento/{id}',
    operationId: 'adminEditReferenceLink',
    tag,
    summary: 'Edits a reference link',
    description: `The whole link, as for adding. ${guarded}`,
    pathParams: { id: 'link id' },
    requestBody: ReferenceLinkSaveSchema,
    response: AdminReferenceLinkAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  referenceLinkState: defineOperation({
    method: 'post',
    path: '/api/admin/linkRiferimento/{id}/stato',
    operationId: 'adminSetReferenceLinkState',
    tag,
    summary: 'Disables or enables a reference link',
    description: `A disabled link is no longer listed to patients. ${neverDeleted} ${guarded}`,
    pathParams: { id: 'link id' },
    requestBody: ReferenceStateSchema,
    response: AdminReferenceLinkAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
} as const;

/** A vaccine id path parameter: its AIC code, 1 to 50 digits, or 400 naming the parameter. */
function vaccineIdParam(c: Context<AppEnv>): string {
  const raw = c.req.param('id') ?? '';
  if (!/^\d{1,50}$/.test(raw)) fieldError('id', 'invalid_type');
  return raw;
}

export function referenceListRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const actor = (c: Context<AppEnv>) => ({ userId: c.get('session').userId });
  const ops = referenceListOperations;

  app.post(honoPath(ops.centres.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, ReferenceSearchSchema);
    return c.json({ data: await listCentresPage(deps, body) });
  });
  app.post(honoPath(ops.addCentre.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, CentreSaveSchema);
    return c.json({ data: await addCentre(deps, actor(c), body) });
  });
  app.post(honoPath(ops.editCentre.path), async (c) => {
    await requireAdmin(deps, c);
    const id = integerParam(c, 'id');
    const body = await parseJsonBody(c, CentreSaveSchema);
    return c.json({ data: await editCentre(deps, actor(c), id, body) });
  });
  app.post(honoPath(ops.centreState.path), async (c) => {
    await requireAdmin(deps, c);
    const id = integerParam(c, 'id');
    const body = await parseJsonBody(c, ReferenceStateSchema);
    return c.json({ data: await setCentreActive(deps, actor(c), id, body.attivo) });
  });

  app.post(honoPath(ops.investigations.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, ReferenceSearchSchema);
    return c.json({ data: await listInvestigationsPage(deps, body) });
  });
  app.post(honoPath(ops.addInvestigation.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, InvestigationSaveSchema);
    return c.json({ data: await addInvestigation(deps, actor(c), body) });
  });
  app.post(honoPath(ops.editInvestigation.path), async (c) => {
    await requireAdmin(deps, c);
    const id = integerParam(c, 'id');
    const body = await parseJsonBody(c, InvestigationSaveSchema);
    return c.json({ data: await editInvestigation(deps, actor(c), id, body) });
  });
  app.post(honoPath(ops.investigationState.path), async (c) => {
    await requireAdmin(deps, c);
    const id = integerParam(c, 'id');
    const body = await parseJsonBody(c, ReferenceStateSchema);
    return c.json({ data: await setInvestigationActive(deps, actor(c), id, body.attivo) });
  });

  app.post(honoPath(ops.vaccines.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, ReferenceSearchSchema);
    return c.json({ data: await listVaccinesPage(deps, body) });
  });
  app.post(honoPath(ops.addVaccine.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, VaccineCreateSchema);
    return c.json({ data: await addVaccine(deps, actor(c), body) });
  });
  app.post(honoPath(ops.editVaccine.path), async (c) => {
    await requireAdmin(deps, c);
    const id = vaccineIdParam(c);
    const body = await parseJsonBody(c, VaccineSaveSchema);
    return c.json({ data: await editVaccine(deps, actor(c), id, body) });
  });
  app.post(honoPath(ops.vaccineState.path), async (c) => {
    await requireAdmin(deps, c);
    const id = vaccineIdParam(c);
    const body = await parseJsonBody(c, ReferenceStateSchema);
    return c.json({ data: await setVaccineActive(deps, actor(c), id, body.attivo) });
  });

  app.post(honoPath(ops.referenceLinks.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, ReferenceSearchSchema);
    return c.json({ data: await listReferenceLinksPage(deps, body) });
  });
  app.post(honoPath(ops.addReferenceLink.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, ReferenceLinkSaveSchema);
    return c.json({ data: await addReferenceLink(deps, actor(c), body) });
  });
  app.post(honoPath(ops.editReferenceLink.path), async (c) => {
    await requireAdmin(deps, c);
    const id = integerParam(c, 'id');
    const body = await parseJsonBody(c, ReferenceLinkSaveSchema);
    return c.json({ data: await editReferenceLink(deps, actor(c), id, body) });
  });
  app.post(honoPath(ops.referenceLinkState.path), async (c) => {
    await requireAdmin(deps, c);
    const id = integerParam(c, 'id');
    const body = await parseJsonBody(c, ReferenceStateSchema);
    return c.json({ data: await setReferenceLinkActive(deps, actor(c), id, body.attivo) });
  });

  return app;
}
