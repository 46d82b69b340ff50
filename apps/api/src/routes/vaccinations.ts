import { vaccinationOperations } from '@cartella/contract';
import {
  createVaccinationRequestSchema,
  createVaccinationSchema,
  VACCINE_LIST_SIZE,
  VaccinationConfidentialitySchema,
  VaccineSearchSchema,
  vaccinationsDue,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  findVaccination,
  findVaccine,
  insertVaccination,
  listVaccinations,
  searchVaccines,
  softDeleteVaccination,
  updateVaccination,
} from '../db/repositories/vaccinations.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { fieldError, integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { vaccinationCalendar } from '../lib/vaccination-calendar.ts';
import { requireOwnPatient, requireOwnRecord, requirePermission } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { vaccinationAnswer, vaccineAnswer } from '../services/vaccinations.ts';

/** The vaccination behind a path id, if the caller owns it; deleted ones answer 404. */
async function requireOwnVaccination(deps: RouteDeps, c: Context<AppEnv>, id: number) {
  return requireOwnRecord(
    deps,
    c,
    await findVaccination(deps.db, id),
    (row) => row.vaccination.id_paziente,
    (row) => row.vaccination.deleted_at !== null,
  );
}

/** A vaccine of the catalogue; a disabled one (issue #25) only when the vaccination already names it. */
async function requireKnownVaccine(deps: RouteDeps, id: string, keptId: string | null = null) {
  const vaccine = await findVaccine(deps.db, id);
  if (vaccine === undefined || (!vaccine.attivo && id !== keptId)) fieldError('id_vaccino', 'option_invalid');
}

export function vaccinationRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  const today = () => localDateTime(config.now(), config.timeZone).date;

  async function answerOf(c: Context<AppEnv>, id: number) {
    const row = await findVaccination(db, id);
    if (row === undefined) throw new ApiError('not_found');
    return c.json({ data: vaccinationAnswer(row) });
  }

  app.post(honoPath(vaccinationOperations.search.path), async (c) => {
    const body = await parseJsonBody(c, VaccineSearchSchema);
    const rows = await searchVaccines(db, body.search, VACCINE_LIST_SIZE);
    return c.json({ data: rows.map(vaccineAnswer) });
  });

  app.get(honoPath(vaccinationOperations.list.path), async (c) => {
    const patientId = integerParam(c, 'patientId');
    await requireOwnPatient(deps, c, patientId);
    const rows = await listVaccinations(db, patientId);
    return c.json({ data: rows.map(vaccinationAnswer) });
  });

  app.get(honoPath(vaccinationOperations.due.path), async (c) => {
    const patientId = integerParam(c, 'patientId');
    const { patient } = await requireOwnPatient(deps, c, patientId);
    const { regole, ...calendario } = vaccinationCalendar();
    const birthDate = patient.paziente_nascita;
    const sex = patient.paziente_sesso === 'female' ? 'F' : patient.paziente_sesso === 'male' ? 'M' : null;
    const rows = birthDate ? await listVaccinations(db, patientId) : [];
    const voci = birthDate
      ? vaccinationsDue({
          birthDate,
          sex,
          today: today(),
          doses: rows.map((row) => ({
            date: row.vaccination.vaccinazione_data,
            antigens: row.vaccine.antigeni.split('|'),
          })),
          rules: regole,
        })
      : [];
    return c.json({ data: { calendario, eta_nota: Boolean(birthDate), sesso_noto: sex !== null, voci } });
  });

  app.post(honoPath(vaccinationOperations.create.path), async (c) => {
    await requirePermission(deps, c, 'aggiungivaccini');
    const body = await parseJsonBody(c, createVaccinationRequestSchema({ today: today() }));
    if (body.id_vaccinazione !== 0) fieldError('id_vaccinazione', 'invalid_type');
    await requireOwnPatient(deps, c, body.id_paziente);
    await requireKnownVaccine(deps, body.id_vaccino);
    const id = await insertVaccination(
      db,
      {
        id_paziente: body.id_paziente,
        author_id: c.get('session').userId,
        id_vaccino: body.id_vaccino,
        vaccinazione_data: body.vaccinazione_data,
        vaccinazione_reazioni: body.vaccinazione_reazioni,
        vaccinazione_richiamo: body.vaccinazione_richiamo,
        id_livello_confidenzialita: body.id_livello_confidenzialita,
      },
      config.now(),
    );
    return answerOf(c, id);
  });

  app.put(honoPath(vaccinationOperations.update.path), async (c) => {
    const id = integerParam(c, 'id_vaccinazione');
    await requirePermission(deps, c, 'modificavaccini');
    const stored = await requireOwnVaccination(deps, c, id);
    const body = await parseJsonBody(c, createVaccinationSchema({ today: today(), isNew: false }));
    if (body.id_vaccinazione !== 0 && body.id_vaccinazione !== id)
      fieldError('id_vaccinazione', 'invalid_type');
    await requireKnownVaccine(deps, body.id_vaccino, stored.vaccination.id_vaccino);
    const saved = await updateVaccination(
      db,
      id,
      {
        id_vaccino: body.id_vaccino,
        vaccinazione_data: body.vaccinazione_data,
        vaccinazione_reazioni: body.vaccinazione_reazioni,
        vaccinazione_richiamo: body.vaccinazione_richiamo,
      },
      config.now(),
    );
    if (!saved) throw new ApiError('not_found');
    return answerOf(c, id);
  });

  app.put(honoPath(vaccinationOperations.confidentiality.path), async (c) => {
    const id = integerParam(c, 'id_vaccinazione');
    await requireOwnVaccination(deps, c, id);
    const body = await parseJsonBody(c, VaccinationConfidentialitySchema);
    const saved = await updateVaccination(
      db,
      id,
      { id_livello_confidenzialita: body.id_livello_confidenzialita },
      config.now(),
    );
    if (!saved) throw new ApiError('not_found');
    return answerOf(c, id);
  });

  app.delete(honoPath(vaccinationOperations.remove.path), async (c) => {
    const id = integerParam(c, 'id_vaccinazione');
    await requireOwnVaccination(deps, c, id);
    const now = config.now();
    if (!(await softDeleteVaccination(db, id, now))) throw new ApiError('not_found');
    return c.json({ data: { id_vaccinazione: id, deleted_at: now.toISOString() } });
  });
  return app;
}
