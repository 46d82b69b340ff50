import { visitOperations } from '@cartella/contract';
import {
  localeFromAcceptLanguage,
  type Message,
  successMessages,
  VisitCreateSchema,
  VisitSchema,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { fieldError, integerParam, parseJsonBody } from '../lib/request-body.ts';
import { requireOwnPatient, requireOwnRecord, requirePermission } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { addVisit, deleteOwnVisit, editVisit, visitById, visitsOf } from '../services/visits.ts';

function messageFor(c: Context<AppEnv>, message: Message) {
  return message[localeFromAcceptLanguage(c.req.header('accept-language'))];
}

export function visitRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get(honoPath(visitOperations.list.path), async (c) => {
    const patientId = integerParam(c, 'id');
    await requireOwnPatient(deps, c, patientId);
    return c.json({ data: await visitsOf(db, patientId) });
  });

  app.post(honoPath(visitOperations.create.path), async (c) => {
    await requirePermission(deps, c, 'aggiungivisite');
    const body = await parseJsonBody(c, VisitCreateSchema);
    if (body.id_visita !== 0) fieldError('id_visita', 'invalid_type');
    await requireOwnPatient(deps, c, body.id_paziente);
    const data = await addVisit(db, body.id_paziente, body);
    return c.json({ message: messageFor(c, successMessages.dataSaved), data });
  });

  app.put(honoPath(visitOperations.update.path), async (c) => {
    const visitId = integerParam(c, 'id_visita');
    await requirePermission(deps, c, 'modificavisite');
    const stored = await requireOwnRecord(deps, c, await visitById(db, visitId), (row) => row.id_paziente);
    const body = await parseJsonBody(c, VisitSchema);
    if (body.id_visita !== 0 && body.id_visita !== visitId) fieldError('id_visita', 'invalid_type');
    const data = await editVisit(db, stored, body);
    return c.json({ message: messageFor(c, successMessages.dataSaved), data });
  });

  app.delete(honoPath(visitOperations.remove.path), async (c) => {
    const visitId = integerParam(c, 'id_visita');
    const stored = await requireOwnRecord(deps, c, await visitById(db, visitId), (row) => row.id_paziente);
    await deleteOwnVisit(db, stored);
    return c.json({ message: messageFor(c, successMessages.visitDeleted), data: { id_visita: visitId } });
  });
  return app;
}
