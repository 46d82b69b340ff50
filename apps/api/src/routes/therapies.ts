import {
  ConfidentialitySchema,
  confidentialityLevels,
  idSchema,
  moveTherapy,
  NewOrIdSchema,
  NOTE_MAX_LENGTH,
  noNullCharacterPattern,
  recordActions,
  successMessages,
  type Therapy,
  type TherapyAnswerItemSchema,
  TherapyListAnswerSchema,
  TherapySaveAnswerSchema,
  TherapySchema,
  type TherapyType,
  therapyTypes,
  validate,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { findAssociatedCareProvider, findDiagnosisOfPatient } from '../db/repositories/care.ts';
import { findDrug } from '../db/repositories/drugs.ts';
import {
  deleteTherapy,
  findTherapy,
  findTherapyDetails,
  insertTherapy,
  listTherapies,
  type TherapyDetailsRow,
  type TherapyRow,
  updateTherapy,
} from '../db/repositories/therapies.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { storedConfidentiality } from '../lib/stored-codes.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient, requirePermission } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';

/** What the save call reads first; the rest of the body depends on `status` (see the description). */
const SaveEnvelopeSchema = v.looseObject({
  status: v.picklist(recordActions, 'required'),
  id_paziente: idSchema('required'),
  id_terapie: NewOrIdSchema,
  tipo_terapia: v.optional(v.picklist(therapyTypes, 'option_invalid')),
});

const MoveSchema = v.object({
  tipo_terapia: v.picklist(therapyTypes, 'option_invalid'),
  /** Reason of the move (required when leaving or entering the forbidden list without a note). */
  motivo: v.nullish(
    v.pipe(
      v.string('invalid_type'),
      v.maxLength(NOTE_MAX_LENGTH, 'note_too_long'),
      v.regex(noNullCharacterPattern, 'text_invalid_character'),
    ),
  ),
});
const ConfidentialityOnlySchema = v.object({ id_livello_confidenzialita: ConfidentialitySchema });

export const therapyOperations = {
  list: defineOperation({
    method: 'get',
    path: '/api/getFarmaci/{a}/{b}',
    operationId: 'listTherapies',
    tag: 'Medications',
    summary: "The caller's therapies: one list (0 forbidden, 1 ongoing, 2 concluded) or all (3)",
    description: 'Spec 000 section 7 "Drugs": GET /api/getFarmaci/{a}/{b} (type 3).',
    pathParams: { a: 'id_paziente of the caller', b: 'tipo_terapia, or 3 for every list' },
    response: TherapyListAnswerSchema,
    errors: ['forbidden'],
  }),
  save: defineOperation({
    method: 'post',
    path: '/api/farmaci',
    operationId: 'saveTherapy',
    tag: 'Medications',
    summary: 'Adds, edits, moves, re-classifies or deletes a therapy (one call, by status)',
    description:
      'Spec 000 sections 4, 5 and 7: the therapy object with status add, update or delete; the answer ' +
      'carries the message shown to the user. `add`: the whole therapy (TherapySchema; permission ' +
      'aggiungifarmaci). `update` with the same tipo_terapia: an edit (TherapySchema; modificafarmaci). ' +
      '`update` with another tipo_terapia: a move, only tipo_terapia and `motivo` are read (the ' +
      'move rules of section 4; spostaFarmaci). `update` without tipo_terapia: only ' +
      'id_livello_confidenzialita changes (the lock, not gated by section 6). `delete`: id_terapie ' +
      "only (not gated). On add and edit, a non-null id_diagnosi must be one of the caller's " +
      'diagnoses (not deleted) and a non-null id_prescrittore the id_careprovider of one of the ' +
      "caller's associated doctors, else 400 with code option_invalid on that field; a linked " +
      "prescriber's name replaces the prescrittore text sent.",
    requestBody: SaveEnvelopeSchema,
    response: TherapySaveAnswerSchema,
    errors: ['forbidden', 'permission_denied', 'not_found'],
  }),
} as const;

function toTherapyType(value: number): TherapyType {
  return therapyTypes.find((type) => type === value) ?? 1;
}

/**
 * A stored therapy in its wire shape (spec 000 section 3 "Therapy"). A link to a diagnosis that was
 * deleted answers like no link, so an edit does not send it back and fail.
 */
export function toTherapyAnswer({
  therapy: row,
  drug,
  diagnosis,
  prescriber,
}: {
  therapy: Omit<TherapyRow, 'created_at'>;
  drug: Pick<TherapyDetailsRow['drug'], 'descrizione_breve' | 'somministrazione'>;
  diagnosis: TherapyDetailsRow['diagnosis'];
  prescriber: TherapyDetailsRow['prescriber'];
}): v.InferOutput<typeof TherapyAnswerItemSchema> {
  return {
    id_terapie: row.id_terapie,
    id_paziente: row.id_paziente,
    id_livello_confidenzialita: storedConfidentiality(row.id_livello_confidenzialita),
    tipo_terapia: toTherapyType(row.tipo_terapia),
    farmaco: { descrizione_breve: drug.descrizione_breve, somministrazione: drug.somministrazione },
    id_farmaco_codifa: row.id_farmaco_codifa,
    // ISO 8601 interval; the web formats it in the reader's locale.
    terapie_dates: row.data_fine ? `${row.data_inizio}/${row.data_fine}` : row.data_inizio,
    quantita_farmaceutica: row.quantita_farmaceutica,
    frequenza_farmaceutica: row.frequenza_farmaceutica,
    data_inizio: row.data_inizio,
    data_fine: row.data_fine,
    id_diagnosi: diagnosis === null ? null : row.id_diagnosi,
    id_prescrittore: row.id_prescrittore,
    prescrittore: row.prescrittore,
    cp_display: prescriberName({ therapy: row, prescriber }) ?? '',
    diagnosi: diagnosis === null ? null : { diagnosi_patologia: diagnosis.diagnosi_patologia },
    note: row.note,
  } satisfies Therapy;
}

/** The prescriber shown and printed: the linked doctor's name, else the name typed. */
export function prescriberName({
  therapy,
  prescriber,
}: {
  therapy: Pick<TherapyRow, 'prescrittore'>;
  prescriber: TherapyDetailsRow['prescriber'];
}): string | null {
  return prescriber?.fullname ?? therapy.prescrittore;
}

/** An id that can name a row (serial, PostgreSQL integer); anything else names none. */
function isRowId(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647;
}

function failWith(path: string, code: string): never {
  throw new ApiError('validation_failed', { fields: [{ path, code }] });
}

export function therapyRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.get(honoPath(therapyOperations.list.path), async (c) => {
    const patientId = integerParam(c, 'a');
    const rawType = c.req.param('b') ?? '';
    const type = ['0', '1', '2', '3'].includes(rawType) ? Number(rawType) : failWith('b', 'invalid_type');
    await requireOwnPatient(deps, c, patientId);
    const rows = await listTherapies(db, patientId, type === 3 ? null : type);
    return c.json({ data: rows.map(toTherapyAnswer) });
  });

  async function drugOf(id: string) {
    const drug = await findDrug(db, id);
    return drug ?? failWith('id_farmaco_codifa', 'option_invalid');
  }

  async function ownTherapy(patientId: number, therapyId: number) {
    const stored = therapyId > 0 ? await findTherapy(db, therapyId) : undefined;
    // Another patient's therapy answers like a missing one.
    if (stored === undefined || stored.id_paziente !== patientId) throw new ApiError('not_found');
    return stored;
  }

  function validTherapy(input: unknown) {
    const result = validate(TherapySchema, input);
    if (!result.success) throw new ApiError('validation_failed', { fields: result.issues });
    return result.output;
  }

  /**
   * The diagnosis and prescriber links of an add or edit (spec 000 section 2: the modal links to
   * the patient's diagnoses and doctors): each must be the patient's own, and a linked prescriber's
   * name is taken from the doctor, whatever text came with it.
   */
  async function linksOf(
    patientId: number,
    therapy: { id_diagnosi?: number | null; id_prescrittore?: number | null; prescrittore: string },
  ) {
    const diagnosisId = therapy.id_diagnosi ?? null;
    const prescriberId = therapy.id_prescrittore ?? null;
    const [diagnosis, prescriber] = await Promise.all([
      diagnosisId !== null && isRowId(diagnosisId)
        ? findDiagnosisOfPatient(db, patientId, diagnosisId)
        : undefined,
      prescriberId !== null && isRowId(prescriberId)
        ? findAssociatedCareProvider(db, patientId, prescriberId)
        : undefined,
    ]);
    const fields = [
      ...(diagnosisId !== null && diagnosis === undefined
        ? [{ path: 'id_diagnosi', code: 'option_invalid' }]
        : []),
      ...(prescriberId !== null && prescriber === undefined
        ? [{ path: 'id_prescrittore', code: 'option_invalid' }]
        : []),
    ];
    if (fields.length > 0) throw new ApiError('validation_failed', { fields });
    return {
      id_diagnosi: diagnosisId,
      id_prescrittore: prescriberId,
      prescrittore: prescriber?.fullname ?? therapy.prescrittore,
    };
  }

  const answer = async (c: Context<AppEnv>, row: TherapyRow | undefined) => {
    const details = row === undefined ? undefined : await findTherapyDetails(db, row.id_terapie);
    if (details === undefined) throw new ApiError('internal');
    return c.json({ message: successMessages.operationCompleted.it, data: toTherapyAnswer(details) });
  };

  app.post(honoPath(therapyOperations.save.path), async (c) => {
    const body = await parseJsonBody(c, SaveEnvelopeSchema);
    await requireOwnPatient(deps, c, body.id_paziente);
    const today = localDateTime(config.now(), config.timeZone).date;

    if (body.status === 'delete') {
      const stored = await ownTherapy(body.id_paziente, body.id_terapie);
      await deleteTherapy(db, stored.id_terapie);
      return c.json({ message: successMessages.operationCompleted.it, data: null });
    }

    if (body.status === 'add') {
      await requirePermission(deps, c, 'aggiungifarmaci');
      const therapy = validTherapy(body);
      await drugOf(therapy.id_farmaco_codifa);
      const links = await linksOf(body.id_paziente, therapy);
      const row = await insertTherapy(db, {
        id_paziente: body.id_paziente,
        id_livello_confidenzialita: therapy.id_livello_confidenzialita,
        tipo_terapia: therapy.tipo_terapia,
        id_farmaco_codifa: therapy.id_farmaco_codifa,
        quantita_farmaceutica: therapy.quantita_farmaceutica ?? null,
        frequenza_farmaceutica: therapy.frequenza_farmaceutica ?? null,
        data_inizio: therapy.data_inizio,
        data_fine: therapy.data_fine || null,
        ...links,
        note: therapy.note ?? null,
      });
      return answer(c, row);
    }

    const stored = await ownTherapy(body.id_paziente, body.id_terapie);
    if (body.tipo_terapia === undefined) {
      const result = validate(ConfidentialityOnlySchema, body);
      if (!result.success) throw new ApiError('validation_failed', { fields: result.issues });
      return answer(
        c,
        await updateTherapy(db, stored.id_terapie, {
          id_livello_confidenzialita: result.output.id_livello_confidenzialita,
        }),
      );
    }

    if (body.tipo_terapia !== stored.tipo_terapia) {
      await requirePermission(deps, c, 'spostaFarmaci');
      const parsed = validate(MoveSchema, body);
      if (!parsed.success) throw new ApiError('validation_failed', { fields: parsed.issues });
      const moved = moveTherapy(
        {
          tipo_terapia: toTherapyType(stored.tipo_terapia),
          note: stored.note,
          data_inizio: stored.data_inizio,
          data_fine: stored.data_fine,
        },
        parsed.output.tipo_terapia,
        { today, reason: parsed.output.motivo ?? '' },
      );
      if (!moved.ok) failWith('motivo', moved.issue);
      return answer(
        c,
        await updateTherapy(db, stored.id_terapie, {
          tipo_terapia: moved.value.tipo_terapia,
          note: moved.value.note,
          data_fine: moved.value.data_fine,
        }),
      );
    }

    await requirePermission(deps, c, 'modificafarmaci');
    const therapy = validTherapy(body);
    await drugOf(therapy.id_farmaco_codifa);
    const links = await linksOf(body.id_paziente, therapy);
    return answer(
      c,
      await updateTherapy(db, stored.id_terapie, {
        id_livello_confidenzialita: therapy.id_livello_confidenzialita,
        id_farmaco_codifa: therapy.id_farmaco_codifa,
        quantita_farmaceutica: therapy.quantita_farmaceutica ?? null,
        frequenza_farmaceutica: therapy.frequenza_farmaceutica ?? null,
        data_inizio: therapy.data_inizio,
        data_fine: therapy.data_fine || null,
        ...links,
        note: therapy.note ?? null,
      }),
    );
  });
  return app;
}
