import {
  createVaccinationRequestSchema,
  createVaccinationSchema,
  DueVaccinationsAnswerSchema,
  VaccinationAnswerSchema,
  VaccinationConfidentialitySchema,
  VaccinationDeleteAnswerSchema,
  VaccinationListAnswerSchema,
  VaccineSearchAnswerSchema,
  VaccineSearchSchema,
} from '@cartella/domain';
import { defineOperation } from '../operation.ts';

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
    permission: 'aggiungivaccini',
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
    permission: 'modificavaccini',
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
