import {
  AllergyCheckAnswerSchema,
  AllergyTargetSearchAnswerSchema,
  AllergyTargetSearchSchema,
  DiagnosisConfidentialitySchema,
  DiagnosisCreateSchema,
  DiagnosisDeleteAnswerSchema,
  DiagnosisMoveSchema,
  DiagnosisSaveAnswerSchema,
  DiagnosisSchema,
} from '@cartella/domain';
import { defineOperation } from '../operation.ts';

const doctorRule =
  "A non-null id_careprovider must be one of the caller's associated doctors (else 400 " +
  'option_invalid on id_careprovider) and its name replaces the careprovider text sent; with ' +
  "id_careprovider null the careprovider text is the doctor typed as 'Altro Medico'. An Allergia " +
  'or Intolleranza may have no doctor (issue #37): careprovider empty or absent with ' +
  'id_careprovider null means the patient reported it, and the answer carries careprovider "".';

/** What the licence keys of the diagnosis writes leave open (issue #37, beyond the spec). */
const licenceFree = 'allergies and intolerances (tipo_diagnosi Allergia or Intolleranza) are never gated';

export const diagnosisOperations = {
  create: defineOperation({
    method: 'post',
    path: '/api/diagnosi',
    operationId: 'createDiagnosis',
    tag: 'Diagnoses',
    summary: 'Adds a diagnosis, allergy or intolerance to one of the three groups',
    description:
      'Spec 001 sections 5 and 7 (the generic section save for `diagnosi`, whose path the spec ' +
      'does not show); a Diagnosi needs the aggiungidiagnosi permission (section 6), while ' +
      `${licenceFree}: they are safety data that the therapy warning and the emergency card read. ` +
      "Type and text are required ('Questo campo è obbligatorio!'), and the doctor of a Diagnosi; " +
      `the insertion date is today. ${doctorRule}`,
    requestBody: DiagnosisCreateSchema,
    response: DiagnosisSaveAnswerSchema,
    permission: 'aggiungidiagnosi',
    permissionWaivedFor: licenceFree,
    errors: ['forbidden', 'permission_denied'],
  }),
  update: defineOperation({
    method: 'put',
    path: '/api/diagnosi/{id_diagnosi}',
    operationId: 'updateDiagnosis',
    tag: 'Diagnoses',
    summary: "Edits a diagnosis ('Modifica la diagnosi')",
    description:
      'Spec 001 section 5: the same required fields as the add; needs modificadiagnosi, except ' +
      `that ${licenceFree}: an edit that keeps an allergy or intolerance one needs no key, while ` +
      'turning a Diagnosi into one, or one into a Diagnosi, does. The group (diagnosi_stato) and ' +
      `the insertion date are kept: the move call changes the group. ${doctorRule}`,
    pathParams: { id_diagnosi: 'the diagnosis' },
    requestBody: DiagnosisSchema,
    response: DiagnosisSaveAnswerSchema,
    permission: 'modificadiagnosi',
    permissionWaivedFor: licenceFree,
    errors: ['forbidden', 'permission_denied', 'not_found'],
  }),
  move: defineOperation({
    method: 'put',
    path: '/api/diagnosi/{id_diagnosi}/stato',
    operationId: 'moveDiagnosis',
    tag: 'Diagnoses',
    summary: "Moves a suspected diagnosis to Confermate or Escluse ('Vuoi spostare la diagnosi?')",
    description:
      'Spec 001 section 4: only a suspected diagnosis (1) moves, and only to confirmed (0) or ' +
      'excluded (2); anything else is 400 option_invalid on diagnosi_stato. A Diagnosi needs ' +
      `spostaDiagnosi; ${licenceFree}.`,
    pathParams: { id_diagnosi: 'the diagnosis' },
    requestBody: DiagnosisMoveSchema,
    response: DiagnosisSaveAnswerSchema,
    permission: 'spostaDiagnosi',
    permissionWaivedFor: licenceFree,
    errors: ['forbidden', 'permission_denied', 'not_found'],
  }),
  confidentiality: defineOperation({
    method: 'put',
    path: '/api/diagnosi/{id_diagnosi}/confidenzialita',
    operationId: 'setDiagnosisConfidentiality',
    tag: 'Diagnoses',
    summary: "Sets a diagnosis's confidentiality level (the lock)",
    description:
      'Spec 001 sections 2 and 4: lock changes the confidentiality level. The spec does not show ' +
      'its path; section 6 does not gate it.',
    pathParams: { id_diagnosi: 'the diagnosis' },
    requestBody: DiagnosisConfidentialitySchema,
    response: DiagnosisSaveAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  remove: defineOperation({
    method: 'delete',
    path: '/api/diagnosi/{id_diagnosi}',
    operationId: 'deleteDiagnosis',
    tag: 'Diagnoses',
    summary: "Deletes a diagnosis ('Rimuovere la diagnosi?')",
    description:
      'Spec 001 section 7: status 200 means success. Not gated (section 6). The row is kept with ' +
      'deleted_at set and leaves every list; therapies linked to it then answer no diagnosis.',
    pathParams: { id_diagnosi: 'the diagnosis' },
    response: DiagnosisDeleteAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  targets: defineOperation({
    method: 'post',
    path: '/api/bersagliAllergia',
    operationId: 'searchAllergyTargets',
    tag: 'Diagnoses',
    summary: 'ATC classes, active ingredients and drugs an allergy can name',
    description:
      'Issue #16 (beyond the spec): from 3 characters, at most 5 ATC classes or substances (levels ' +
      '3 to 5, description or code), 5 active ingredients and 5 drug packs (name or AIC), in that ' +
      'order. Issue #37: before them, what up to two common Italian names or brands the text names ' +
      'stand for (apps/api/data/nomi-farmaci: "aspirina", "tachipirina 1000"), their active ' +
      'ingredient, level-5 ATC substance and level-4 class, each with `nome_comune`; each target ' +
      'once, 15 at most. Reference data only: nothing of a patient.',
    requestBody: AllergyTargetSearchSchema,
    response: AllergyTargetSearchAnswerSchema,
    errors: [],
  }),
  allergyCheck: defineOperation({
    method: 'get',
    path: '/api/allergieFarmaco/{id}/{id_farmaco_codifa}',
    operationId: 'checkDrugAllergies',
    tag: 'Diagnoses',
    summary: "The caller's allergies and intolerances a drug matches",
    description:
      'Issue #16 (beyond the spec): the therapy modal asks before saving a drug, as it does for ' +
      "interactions ('Vuoi continuare comunque?'). Confirmed and suspected allergies and " +
      'intolerances with a target count: an ATC class covers the codes under it, an ingredient ' +
      'the drugs containing it, a drug its AIC, free text the drug name or ingredient containing ' +
      'it. An unknown drug matches nothing.',
    pathParams: { id: 'id_paziente of the caller', id_farmaco_codifa: 'the AIC of the drug' },
    response: AllergyCheckAnswerSchema,
    errors: ['forbidden'],
  }),
} as const;
