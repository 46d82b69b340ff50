import { vaccinationOperations } from '@cartella/contract';
import {
  createVaccinationRequestSchema,
  createVaccinationSchema,
  localeFromAcceptLanguage,
  VaccinationConfidentialitySchema,
  VaccineSearchSchema,
} from '@cartella/domain';
import { type Context, Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { fieldError, integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient, requireOwnRecord, requirePermission } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import {
  addVaccination,
  deleteOwnVaccination,
  editVaccination,
  isVaccinationDeleted,
  patientOfVaccination,
  setVaccinationConfidentiality,
  vaccinationById,
  vaccinationsDueOf,
  vaccinationsOf,
  vaccinesMatching,
} from '../services/vaccinations.ts';

export function vaccinationRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  const today = () => localDateTime(config.now(), config.timeZone).date;

  /** The caller's own vaccination of this id; another's or an unknown one is 403, a deleted one 404. */
  const ownVaccination = async (c: Context<AppEnv>, id: number) =>
    requireOwnRecord(deps, c, await vaccinationById(db, id), patientOfVaccination, isVaccinationDeleted);

  app.post(honoPath(vaccinationOperations.search.path), async (c) => {
    const body = await parseJsonBody(c, VaccineSearchSchema);
    return c.json({ data: await vaccinesMatching(db, body.search) });
  });

  app.get(honoPath(vaccinationOperations.list.path), async (c) => {
    const patientId = integerParam(c, 'patientId');
    await requireOwnPatient(deps, c, patientId);
    return c.json({ data: await vaccinationsOf(db, patientId) });
  });

  app.get(honoPath(vaccinationOperations.due.path), async (c) => {
    const patientId = integerParam(c, 'patientId');
    const { patient } = await requireOwnPatient(deps, c, patientId);
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    return c.json({ data: await vaccinationsDueOf(db, patient, today(), locale) });
  });

  app.post(honoPath(vaccinationOperations.create.path), async (c) => {
    await requirePermission(deps, c, 'aggiungivaccini');
    const body = await parseJsonBody(c, createVaccinationRequestSchema({ today: today() }));
    if (body.id_vaccinazione !== 0) fieldError('id_vaccinazione', 'invalid_type');
    await requireOwnPatient(deps, c, body.id_paziente);
    const data = await addVaccination(db, body, c.get('session').userId, config.now());
    return c.json({ data });
  });

  app.put(honoPath(vaccinationOperations.update.path), async (c) => {
    const id = integerParam(c, 'id_vaccinazione');
    await requirePermission(deps, c, 'modificavaccini');
    const stored = await ownVaccination(c, id);
    const body = await parseJsonBody(c, createVaccinationSchema({ today: today(), isNew: false }));
    if (body.id_vaccinazione !== 0 && body.id_vaccinazione !== id)
      fieldError('id_vaccinazione', 'invalid_type');
    return c.json({ data: await editVaccination(db, stored, body, config.now()) });
  });

  app.put(honoPath(vaccinationOperations.confidentiality.path), async (c) => {
    const id = integerParam(c, 'id_vaccinazione');
    await ownVaccination(c, id);
    const body = await parseJsonBody(c, VaccinationConfidentialitySchema);
    const data = await setVaccinationConfidentiality(db, id, body.id_livello_confidenzialita, config.now());
    return c.json({ data });
  });

  app.delete(honoPath(vaccinationOperations.remove.path), async (c) => {
    const id = integerParam(c, 'id_vaccinazione');
    await ownVaccination(c, id);
    return c.json({ data: await deleteOwnVaccination(db, id, config.now()) });
  });
  return app;
}
