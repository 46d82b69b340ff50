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
  centreList,
  investigationList,
  referenceLinkList,
  vaccineList,
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
    return c.json({ data: await centreList.listPage(deps, body) });
  });
  app.post(honoPath(ops.addCentre.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, CentreSaveSchema);
    return c.json({ data: await centreList.add(deps, actor(c), body) });
  });
  app.post(honoPath(ops.editCentre.path), async (c) => {
    await requireAdmin(deps, c);
    const id = integerParam(c, 'id');
    const body = await parseJsonBody(c, CentreSaveSchema);
    return c.json({ data: await centreList.edit(deps, actor(c), id, body) });
  });
  app.post(honoPath(ops.centreState.path), async (c) => {
    await requireAdmin(deps, c);
    const id = integerParam(c, 'id');
    const body = await parseJsonBody(c, ReferenceStateSchema);
    return c.json({ data: await centreList.setActive(deps, actor(c), id, body.attivo) });
  });

  app.post(honoPath(ops.investigations.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, ReferenceSearchSchema);
    return c.json({ data: await investigationList.listPage(deps, body) });
  });
  app.post(honoPath(ops.addInvestigation.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, InvestigationSaveSchema);
    return c.json({ data: await investigationList.add(deps, actor(c), body) });
  });
  app.post(honoPath(ops.editInvestigation.path), async (c) => {
    await requireAdmin(deps, c);
    const id = integerParam(c, 'id');
    const body = await parseJsonBody(c, InvestigationSaveSchema);
    return c.json({ data: await investigationList.edit(deps, actor(c), id, body) });
  });
  app.post(honoPath(ops.investigationState.path), async (c) => {
    await requireAdmin(deps, c);
    const id = integerParam(c, 'id');
    const body = await parseJsonBody(c, ReferenceStateSchema);
    return c.json({ data: await investigationList.setActive(deps, actor(c), id, body.attivo) });
  });

  app.post(honoPath(ops.vaccines.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, ReferenceSearchSchema);
    return c.json({ data: await vaccineList.listPage(deps, body) });
  });
  app.post(honoPath(ops.addVaccine.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, VaccineCreateSchema);
    return c.json({ data: await vaccineList.add(deps, actor(c), body) });
  });
  app.post(honoPath(ops.editVaccine.path), async (c) => {
    await requireAdmin(deps, c);
    const id = vaccineIdParam(c);
    const body = await parseJsonBody(c, VaccineSaveSchema);
    return c.json({ data: await vaccineList.edit(deps, actor(c), id, body) });
  });
  app.post(honoPath(ops.vaccineState.path), async (c) => {
    await requireAdmin(deps, c);
    const id = vaccineIdParam(c);
    const body = await parseJsonBody(c, ReferenceStateSchema);
    return c.json({ data: await vaccineList.setActive(deps, actor(c), id, body.attivo) });
  });

  app.post(honoPath(ops.referenceLinks.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, ReferenceSearchSchema);
    return c.json({ data: await referenceLinkList.listPage(deps, body) });
  });
  app.post(honoPath(ops.addReferenceLink.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, ReferenceLinkSaveSchema);
    return c.json({ data: await referenceLinkList.add(deps, actor(c), body) });
  });
  app.post(honoPath(ops.editReferenceLink.path), async (c) => {
    await requireAdmin(deps, c);
    const id = integerParam(c, 'id');
    const body = await parseJsonBody(c, ReferenceLinkSaveSchema);
    return c.json({ data: await referenceLinkList.edit(deps, actor(c), id, body) });
  });
  app.post(honoPath(ops.referenceLinkState.path), async (c) => {
    await requireAdmin(deps, c);
    const id = integerParam(c, 'id');
    const body = await parseJsonBody(c, ReferenceStateSchema);
    return c.json({ data: await referenceLinkList.setActive(deps, actor(c), id, body.attivo) });
  });

  return app;
}
