import {
  createDiaryEntryRequestSchema,
  createDiaryEntrySchema,
  DIARY_IMAGE_MAX_BYTES,
  DiaryConfidentialityRequestSchema,
  DiaryDeleteAnswerSchema,
  DiaryEntryAnswerSchema,
  DiaryImagesAnswerSchema,
  DiaryListAnswerSchema,
} from '@cartella/domain';
import { callerPatientId, defineOperation } from '../operation.ts';

/**
 * Body limit of the diary's create and update calls: two data URLs of at most DIARY_IMAGE_MAX_BYTES
 * each grow by 4/3 in base64 (2 x 699,052 characters), plus the description (5,000 characters,
 * at most 6 bytes each when JSON-escaped) and the other fields. 1.5 MiB covers that; every other
 * /api route keeps the global 1 MiB limit of apps/api/src/app.ts.
 */
export const DIARY_BODY_LIMIT_BYTES = 1.5 * 1024 * 1024;

/**
 * The bodies as documented in OpenAPI: the handlers' own domain schemas, built for a date no entry
 * passes (JSON Schema cannot state "not after today", so the description does).
 */
const documentedToday = { today: '9999-12-31' };

const drawingCodes =
  'taccuino_data may not be after today (date_in_future). Drawings are `data:image/png;base64,` URLs of a PNG at most 419 x 866 pixels and ' +
  `${DIARY_IMAGE_MAX_BYTES} bytes (decoded). Field codes: image_not_png (415), image_too_large ` +
  '(413), image_dimensions (400), image_corrupt (400: a chunk CRC, IEND, trailing bytes or the pixels ' +
  "do not decode), drawing_quota_exceeded (413: the patient's stored drawings would pass the quota). " +
  'A value that is not an image data URL at all fails the schema (400).';

export const diaryOperations = {
  list: defineOperation({
    method: 'get',
    path: '/api/getTaccuinos/{id}',
    operationId: 'listDiaryEntries',
    tag: 'Pain diary',
    summary: "The patient's diary entries, without the drawings",
    description:
      'Spec 000 section 7 "Notebook list". Deleted entries are left out; newest date first. The ' +
      'drawings are fetched per entry from /api/taccuino/{id}/Images.',
    pathParams: callerPatientId,
    response: DiaryListAnswerSchema,
    errors: ['forbidden'],
  }),
  create: defineOperation({
    method: 'post',
    path: '/api/taccuino/',
    operationId: 'createDiaryEntry',
    tag: 'Pain diary',
    summary: 'Creates a diary entry (id_taccuino 0)',
    description:
      'Spec 000 sections 4 and 7 "Notebook create"; needs the aggiungitaccuino permission (section ' +
      `6). The body limit of this call is ${DIARY_BODY_LIMIT_BYTES} bytes. ${drawingCodes}`,
    requestBody: createDiaryEntryRequestSchema(documentedToday),
    response: DiaryEntryAnswerSchema,
    permission: 'aggiungitaccuino',
    errors: ['forbidden', 'permission_denied'],
  }),
  update: defineOperation({
    method: 'put',
    path: '/api/taccuino/{id_taccuino}',
    operationId: 'updateDiaryEntry',
    tag: 'Pain diary',
    summary: 'Updates a diary entry',
    description:
      'Spec 000 sections 4 and 7 "Notebook update"; needs the modificataccuino permission. A ' +
      'drawing left out of the body keeps the stored one; null removes it. id_paziente, when ' +
      `sent, is ignored. ${drawingCodes}`,
    pathParams: { id_taccuino: 'the entry' },
    requestBody: createDiaryEntrySchema(documentedToday),
    response: DiaryEntryAnswerSchema,
    permission: 'modificataccuino',
    errors: ['forbidden', 'permission_denied', 'not_found'],
  }),
  confidentiality: defineOperation({
    method: 'put',
    path: '/api/taccuino/{id_taccuino}/confidenzialita',
    operationId: 'setDiaryEntryConfidentiality',
    tag: 'Pain diary',
    summary: "Sets an entry's confidentiality level",
    description:
      'The lock action of the list (spec 000 section 2). The spec does not show its path; it is ' +
      'not licence-gated (section 6: "Lock (confidentiality), delete … are not gated").',
    pathParams: { id_taccuino: 'the entry' },
    requestBody: DiaryConfidentialityRequestSchema,
    response: DiaryEntryAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  images: defineOperation({
    method: 'get',
    path: '/api/taccuino/{id}/Images',
    operationId: 'diaryEntryImages',
    tag: 'Pain diary',
    summary: 'The front and back drawings of an entry',
    description: 'Spec 000 section 7 "Notebook images"; null where nothing was drawn.',
    pathParams: { id: 'id_taccuino' },
    response: DiaryImagesAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  remove: defineOperation({
    method: 'delete',
    path: '/api/taccuino/{id_taccuino}',
    operationId: 'deleteDiaryEntry',
    tag: 'Pain diary',
    summary: 'Soft-deletes a diary entry',
    description:
      'Spec 000 section 4: the row stays and leaves the lists. deleted_at is the real time of ' +
      'the deletion, not the fixed 2012-12-20 of the original (docs/spec-deviations/diary.md). ' +
      'Not licence-gated (section 6).',
    pathParams: { id_taccuino: 'the entry' },
    response: DiaryDeleteAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
} as const;
