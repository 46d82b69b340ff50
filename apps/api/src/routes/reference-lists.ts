import { referenceListOperations } from '@cartella/contract';
import {
  CentreSaveSchema,
  InvestigationSaveSchema,
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
import { honoPath } from '../openapi.ts';
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
