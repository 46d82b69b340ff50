import {
  AdminCentreAnswerSchema,
  AdminCentreListAnswerSchema,
  AdminInvestigationAnswerSchema,
  AdminInvestigationListAnswerSchema,
  AdminReferenceLinkAnswerSchema,
  AdminReferenceLinkListAnswerSchema,
  AdminVaccineAnswerSchema,
  AdminVaccineListAnswerSchema,
  CentreSaveSchema,
  InvestigationSaveSchema,
  REFERENCE_PAGE_SIZE,
  ReferenceLinkSaveSchema,
  ReferenceSearchSchema,
  ReferenceStateSchema,
  VaccineCreateSchema,
  VaccineSaveSchema,
} from '@cartella/domain';
import { defineOperation } from '../operation.ts';
import { adminFields } from './admin-fields.ts';

const guarded =
  'Admin only: the caller must hold the admin permission (Amministratore role), else 403, ' +
  'reported as a security event. Every change is audited with the entry before and after (issue #25).';

const adminOnly = adminFields(guarded);

const listed =
  `${REFERENCE_PAGE_SIZE} per page, by name, disabled entries included; the search matches part of ` +
  'the name (or code).';

const neverDeleted =
  'Entries are never deleted: a disabled one is no longer offered to patients, and the records ' +
  'that point to it keep showing it.';

/** The reference lists the patient screens use, as the admin manages them (issue #25). */
export const referenceListOperations = {
  centres: defineOperation({
    method: 'post',
    path: '/api/admin/centri',
    response: AdminCentreListAnswerSchema,
    ...adminOnly({
      operationId: 'adminCentreList',
      readOnly: true,
      summary: 'Affiliated centres, with search and paging',
      description: `The centres of the patients' centres page and exam form, with their e-mail. ${listed}`,
      requestBody: ReferenceSearchSchema,
    }),
  }),
  addCentre: defineOperation({
    method: 'post',
    path: '/api/admin/centri/add',
    response: AdminCentreAnswerSchema,
    ...adminOnly({
      operationId: 'adminAddCentre',
      summary: 'Adds an affiliated centre',
      description:
        "The website is '' or an http(s) address (400 `url_invalid` otherwise); a name another centre " +
        'has answers 409.',
      requestBody: CentreSaveSchema,
      errors: ['conflict'],
    }),
  }),
  editCentre: defineOperation({
    method: 'post',
    path: '/api/admin/centri/{id}',
    response: AdminCentreAnswerSchema,
    ...adminOnly({
      operationId: 'adminEditCentre',
      summary: 'Edits an affiliated centre',
      description: 'The whole centre, as for adding.',
      pathParams: { id: 'centre id' },
      requestBody: CentreSaveSchema,
      errors: ['not_found', 'conflict'],
    }),
  }),
  centreState: defineOperation({
    method: 'post',
    path: '/api/admin/centri/{id}/stato',
    response: AdminCentreAnswerSchema,
    ...adminOnly({
      operationId: 'adminSetCentreState',
      summary: 'Disables or enables an affiliated centre',
      description: `A disabled centre is no longer listed to patients nor mailed. ${neverDeleted}`,
      pathParams: { id: 'centre id' },
      requestBody: ReferenceStateSchema,
      errors: ['not_found'],
    }),
  }),
  investigations: defineOperation({
    method: 'post',
    path: '/api/admin/indagini',
    response: AdminInvestigationListAnswerSchema,
    ...adminOnly({
      operationId: 'adminInvestigationList',
      readOnly: true,
      summary: 'The investigation catalogue, with search and paging',
      description: `The catalogue the exam form suggests from. ${listed}`,
      requestBody: ReferenceSearchSchema,
    }),
  }),
  addInvestigation: defineOperation({
    method: 'post',
    path: '/api/admin/indagini/add',
    response: AdminInvestigationAnswerSchema,
    ...adminOnly({
      operationId: 'adminAddInvestigation',
      summary: 'Adds an investigation to the catalogue',
      description: 'A name another investigation has answers 409.',
      requestBody: InvestigationSaveSchema,
      errors: ['conflict'],
    }),
  }),
  editInvestigation: defineOperation({
    method: 'post',
    path: '/api/admin/indagini/{id}',
    response: AdminInvestigationAnswerSchema,
    ...adminOnly({
      operationId: 'adminEditInvestigation',
      summary: 'Edits an investigation of the catalogue',
      description: 'The whole entry, as for adding.',
      pathParams: { id: 'investigation id' },
      requestBody: InvestigationSaveSchema,
      errors: ['not_found', 'conflict'],
    }),
  }),
  investigationState: defineOperation({
    method: 'post',
    path: '/api/admin/indagini/{id}/stato',
    response: AdminInvestigationAnswerSchema,
    ...adminOnly({
      operationId: 'adminSetInvestigationState',
      summary: 'Disables or enables an investigation of the catalogue',
      description: `A disabled investigation is no longer suggested. ${neverDeleted}`,
      pathParams: { id: 'investigation id' },
      requestBody: ReferenceStateSchema,
      errors: ['not_found'],
    }),
  }),
  vaccines: defineOperation({
    method: 'post',
    path: '/api/admin/vaccini',
    response: AdminVaccineListAnswerSchema,
    ...adminOnly({
      operationId: 'adminVaccineList',
      readOnly: true,
      summary: 'The vaccine catalogue, with search and paging',
      description: `The catalogue the vaccination form suggests from. ${listed}`,
      requestBody: ReferenceSearchSchema,
    }),
  }),
  addVaccine: defineOperation({
    method: 'post',
    path: '/api/admin/vaccini/add',
    response: AdminVaccineAnswerSchema,
    ...adminOnly({
      operationId: 'adminAddVaccine',
      summary: 'Adds a vaccine to the catalogue',
      description: 'The id is the AIC code (digits); an id that exists answers 409.',
      requestBody: VaccineCreateSchema,
      errors: ['conflict'],
    }),
  }),
  editVaccine: defineOperation({
    method: 'post',
    path: '/api/admin/vaccini/{id}',
    response: AdminVaccineAnswerSchema,
    ...adminOnly({
      operationId: 'adminEditVaccine',
      summary: 'Edits a vaccine of the catalogue',
      description: 'Every field but the id.',
      pathParams: { id: 'id_vaccino (AIC code, digits)' },
      requestBody: VaccineSaveSchema,
      errors: ['not_found'],
    }),
  }),
  vaccineState: defineOperation({
    method: 'post',
    path: '/api/admin/vaccini/{id}/stato',
    response: AdminVaccineAnswerSchema,
    ...adminOnly({
      operationId: 'adminSetVaccineState',
      summary: 'Disables or enables a vaccine of the catalogue',
      description: `A disabled vaccine is no longer suggested. ${neverDeleted}`,
      pathParams: { id: 'id_vaccino (AIC code, digits)' },
      requestBody: ReferenceStateSchema,
      errors: ['not_found'],
    }),
  }),
  referenceLinks: defineOperation({
    method: 'post',
    path: '/api/admin/linkRiferimento',
    response: AdminReferenceLinkListAnswerSchema,
    ...adminOnly({
      operationId: 'adminReferenceLinkList',
      readOnly: true,
      summary: 'The reference links of every list, with search and paging',
      description: `The links of GET /api/altroLink/{kind}. ${listed}`,
      requestBody: ReferenceSearchSchema,
    }),
  }),
  addReferenceLink: defineOperation({
    method: 'post',
    path: '/api/admin/linkRiferimento/add',
    response: AdminReferenceLinkAnswerSchema,
    ...adminOnly({
      operationId: 'adminAddReferenceLink',
      summary: 'Adds a reference link',
      description: `The address is http(s) only (400 \`url_invalid\` otherwise).`,
      requestBody: ReferenceLinkSaveSchema,
    }),
  }),
  editReferenceLink: defineOperation({
    method: 'post',
    path: '/api/admin/linkRiferimento/{id}',
    response: AdminReferenceLinkAnswerSchema,
    ...adminOnly({
      operationId: 'adminEditReferenceLink',
      summary: 'Edits a reference link',
      description: 'The whole link, as for adding.',
      pathParams: { id: 'link id' },
      requestBody: ReferenceLinkSaveSchema,
      errors: ['not_found'],
    }),
  }),
  referenceLinkState: defineOperation({
    method: 'post',
    path: '/api/admin/linkRiferimento/{id}/stato',
    response: AdminReferenceLinkAnswerSchema,
    ...adminOnly({
      operationId: 'adminSetReferenceLinkState',
      summary: 'Disables or enables a reference link',
      description: `A disabled link is no longer listed to patients. ${neverDeleted}`,
      pathParams: { id: 'link id' },
      requestBody: ReferenceStateSchema,
      errors: ['not_found'],
    }),
  }),
} as const;
