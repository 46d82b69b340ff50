import { diagnosisOperations } from '@cartella/contract';
import {
  AllergyTargetSearchSchema,
  DiagnosisConfidentialitySchema,
  DiagnosisCreateSchema,
  DiagnosisMoveSchema,
  DiagnosisSchema,
  type DiagnosisType,
  diagnosisWritePermission,
  localeFromAcceptLanguage,
  type Message,
  successMessages,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { fieldError, integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient, requireOwnRecord, requirePermission } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { toDiagnosisType } from '../services/care.ts';
import {
  addDiagnosis,
  allergiesMatching,
  deleteOwnDiagnosis,
  diagnosisAnswerOf,
  diagnosisById,
  editDiagnosis,
  isDiagnosisDeleted,
  moveOwnDiagnosis,
  patientOfDiagnosis,
  searchAllergyTargets,
  setDiagnosisConfidentiality,
} from '../services/diagnoses.ts';

function messageFor(c: Context<AppEnv>, message: Message) {
  return message[localeFromAcceptLanguage(c.req.header('accept-language'))];
}

export function diagnosisRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  const today = () => localDateTime(config.now(), config.timeZone).date;
  const saved = async (c: Context<AppEnv>, diagnosisId: number | undefined) =>
    c.json({
      message: messageFor(c, successMessages.dataSaved),
      data: await diagnosisAnswerOf(db, diagnosisId),
    });

  /** The caller's own diagnosis of this id; another's or an unknown one is 403, a deleted one 404. */
  const ownDiagnosis = async (c: Context<AppEnv>, diagnosisId: number) => {
    const found = await diagnosisById(db, diagnosisId);
    return (await requireOwnRecord(deps, c, found, patientOfDiagnosis, isDiagnosisDeleted)).diagnosis;
  };

  app.post(honoPath(diagnosisOperations.targets.path), async (c) => {
    const body = await parseJsonBody(c, AllergyTargetSearchSchema);
    return c.json({ data: await searchAllergyTargets(db, body.search) });
  });

  app.get(honoPath(diagnosisOperations.allergyCheck.path), async (c) => {
    const patientId = integerParam(c, 'id');
    await requireOwnPatient(deps, c, patientId);
    // An AIC is 9 digits; anything else names no drug and matches nothing.
    const drugId = c.req.param('id_farmaco_codifa') ?? '';
    if (!/^\d{1,12}$/.test(drugId)) fieldError('id_farmaco_codifa', 'invalid_type');
    return c.json({ data: await allergiesMatching(db, patientId, drugId) });
  });

  // Allergies and intolerances are open to every licence (issue #37): the key depends on the type.
  const requireDiagnosisPermission = async (
    c: Context<AppEnv>,
    key: Parameters<typeof diagnosisWritePermission>[0],
    types: readonly DiagnosisType[],
  ) => {
    const needed = diagnosisWritePermission(key, types);
    if (needed !== null) await requirePermission(deps, c, needed);
  };

  app.post(honoPath(diagnosisOperations.create.path), async (c) => {
    const body = await parseJsonBody(c, DiagnosisCreateSchema);
    await requireDiagnosisPermission(c, 'aggiungidiagnosi', [body.tipo_diagnosi]);
    // Only id 0 is created; an edit is the PUT.
    if (body.id_diagnosi !== 0) fieldError('id_diagnosi', 'invalid_type');
    await requireOwnPatient(deps, c, body.id_paziente);
    return saved(c, await addDiagnosis(db, body.id_paziente, body, today()));
  });

  app.put(honoPath(diagnosisOperations.update.path), async (c) => {
    const diagnosisId = integerParam(c, 'id_diagnosi');
    const stored = await ownDiagnosis(c, diagnosisId);
    const body = await parseJsonBody(c, DiagnosisSchema);
    await requireDiagnosisPermission(c, 'modificadiagnosi', [
      toDiagnosisType(stored.tipo_diagnosi),
      body.tipo_diagnosi,
    ]);
    if (body.id_diagnosi !== 0 && body.id_diagnosi !== diagnosisId) fieldError('id_diagnosi', 'invalid_type');
    await editDiagnosis(db, stored, body);
    return saved(c, diagnosisId);
  });

  app.put(honoPath(diagnosisOperations.move.path), async (c) => {
    const diagnosisId = integerParam(c, 'id_diagnosi');
    const stored = await ownDiagnosis(c, diagnosisId);
    await requireDiagnosisPermission(c, 'spostaDiagnosi', [toDiagnosisType(stored.tipo_diagnosi)]);
    const body = await parseJsonBody(c, DiagnosisMoveSchema);
    await moveOwnDiagnosis(db, stored, body.diagnosi_stato);
    return saved(c, diagnosisId);
  });

  app.put(honoPath(diagnosisOperations.confidentiality.path), async (c) => {
    const diagnosisId = integerParam(c, 'id_diagnosi');
    const stored = await ownDiagnosis(c, diagnosisId);
    const body = await parseJsonBody(c, DiagnosisConfidentialitySchema);
    await setDiagnosisConfidentiality(db, stored, body.id_livello_confidenzialita);
    return saved(c, diagnosisId);
  });

  app.delete(honoPath(diagnosisOperations.remove.path), async (c) => {
    const diagnosisId = integerParam(c, 'id_diagnosi');
    const stored = await ownDiagnosis(c, diagnosisId);
    await deleteOwnDiagnosis(db, stored, config.now());
    return c.json({
      message: messageFor(c, successMessages.actionSucceeded),
      data: { id_diagnosi: diagnosisId },
    });
  });
  return app;
}
