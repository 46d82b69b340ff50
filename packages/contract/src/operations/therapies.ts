import { TherapyListAnswerSchema, TherapySaveAnswerSchema, TherapySaveRequestSchema } from '@cartella/domain';
import { defineOperation } from '../operation.ts';

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
    requestBody: TherapySaveRequestSchema,
    response: TherapySaveAnswerSchema,
    errors: ['forbidden', 'permission_denied', 'not_found'],
  }),
} as const;
