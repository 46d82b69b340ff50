import {
  createVaccinationRequestSchema,
  createVaccinationSchema,
  DueVaccinationsAnswerSchema,
  VACCINE_LIST_SIZE,
  VaccinationAnswerSchema,
  VaccinationConfidentialitySchema,
  VaccinationDeleteAnswerSchema,
  VaccinationListAnswerSchema,
  VaccineSearchAnswerSchema,
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
import { defineOperation, honoPath } from '../openapi.ts';
import { vaccinationAnswer, vaccineAnswer } from '../services/vaccinations.ts';

/**
 * The bodies as documented in OpenAPI: the handlers' own domain schemas, built for a date no record
 * passes (JSON Schema cannot state "not after today", so the description does).
 */
const documentedToday = '9999-12-31';

const tag = 'Vaccinations';

export const vaccinationOperations = {
  search: defineOperation({
    method: 'post',
    path: '/api/farmaciVacciniFilter',
    readOnly: true,
    operationId: 'searchVaccines',
    tag,
    summary: 'Search the vaccine catalogue',
    description:
      'Spec 001 section 7 "Vaccinations": body {search} of at least 3 characters (sections 5 and 9). ' +
      'Searches vaccines only (apps/api/data/vaccini/SOURCE.md): the text is found in the trade name, the kind, the antigens or the ATC code; name prefixes first; at most 10.',
    requestBody: VaccineSearchSchema,
    response: VaccineSearchAnswerSchema,
    errors: [],
  }),
  list: defineOperation({
    method: 'get',
    path: '/api/getVaccinis/{patientId}',
    operationId: 'listVaccinations',
    tag,
    summary: "The patient's vaccinations with their vaccine",
    description: 'Spec 001 section 7 "Vaccinations". Deleted vaccinations are left out; newest date first.',
    pathParams: { patientId: 'id_paziente of the caller' },
    response: VaccinationListAnswerSchema,
    errors: ['forbidden'],
  }),
  create: defineOperation({
    method: 'post',
    path: '/api/vaccinazioni',
    operationId: 'createVaccination',
    tag,
    summary: 'Records a vaccination',
    description:
      'Spec 001 sections 5 and 7 (the section save of tbl_vaccinaziones; its path is not shown). ' +
      'Needs the aggiungivaccini permission (section 6). A future date is refused (date_in_future); ' +
      'an unknown id_vaccino answers 400 with code option_invalid.',
    requestBody: createVaccinationRequestSchema({ today: documentedToday }),
    response: VaccinationAnswerSchema,
    errors: ['forbidden', 'permission_denied'],
  }),
  update: defineOperation({
    method: 'put',
    path: '/api/vaccinazioni/{id_vaccinazione}',
    operationId: 'updateVaccination',
    tag,
    summary: 'Edits a vaccination',
    description:
      'Needs the modificavaccini permission (spec 001 section 6). The confidentiality is not chosen ' +
      'when editing (section 5): id_livello_confidenzialita, when sent, is ignored, as is id_paziente.',
    pathParams: { id_vaccinazione: 'the vaccination' },
    requestBody: createVaccinationSchema({ today: documentedToday, isNew: false }),
    response: VaccinationAnswerSchema,
    errors: ['forbidden', 'permission_denied', 'not_found'],
  }),
  confidentiality: defineOperation({
    method: 'put',
    path: '/api/vaccinazioni/{id_vaccinazione}/confidenzialita',
    operationId: 'setVaccinationConfidentiality',
    tag,
    summary: "Sets a vaccination's confidentiality level",
    description: 'The lock action of the list (spec 001 section 2); not licence-gated.',
    pathParams: { id_vaccinazione: 'the vaccination' },
    requestBody: VaccinationConfidentialitySchema,
    response: VaccinationAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  due: defineOperation({
    method: 'get',
    path: '/api/vaccinazioniRaccomandate/{patientId}',
    operationId: 'listDueVaccinations',
    tag,
    summary: 'What the national calendar recommends for the patient, and what looks due or overdue',
    description:
      "Cartella addition (issue 21). From the record's birth date and sex and the recorded vaccinations, " +
      'the rules of the national calendar PNPV 2023-2025 as data (apps/api/data/vaccini/calendario-regole.json, ' +
      'with its version and citation) give each recommendation as done, due or overdue. A reminder only: the doctor decides.',
    pathParams: { patientId: 'id_paziente of the caller' },
    response: DueVaccinationsAnswerSchema,
    errors: ['forbidden'],
  }),
  remove: defineOperation({
    method: 'delete',
    path: '/api/vaccinazioni/{id_vaccinazione}',
    operationId: 'deleteVaccination',
    tag,
    summary: 'Soft-deletes a vaccination',
    description:
      'Spec 001 section 4: the row stays and leaves the lists. deleted_at is the real time of the ' +
      'deletion, not a fixed past date (docs/spec-deviations/vaccinations-links.md). Not licence-gated.',
    pathParams: { id_vaccinazione: 'the vaccination' },
    response: VaccinationDeleteAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
} as const;

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
