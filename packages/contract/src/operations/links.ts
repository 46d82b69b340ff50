import {
  PersonalLinkListAnswerSchema,
  PersonalLinkSaveAnswerSchema,
  PersonalLinkSaveEnvelopeSchema,
  ReferenceLinkListAnswerSchema,
  referenceLinkKinds,
} from '@cartella/domain';
import { callerPatientId, defineOperation } from '../operation.ts';

const tag = 'Links';

export const linkOperations = {
  save: defineOperation({
    method: 'post',
    path: '/api/linkPersonale',
    operationId: 'savePersonalLink',
    tag,
    summary: 'Adds, replaces or deletes a personal link (one call, by status)',
    description:
      'Spec 001 section 7 "Links": the link object with status. `update` with linkid 0 adds the ' +
      'link, with an id replaces it (name, link and descrizione required, section 5; the link must ' +
      'be an http or https address, else code url_invalid: never javascript: or data:). `delete` ' +
      'reads linkid only. Links are not licence-gated.',
    requestBody: PersonalLinkSaveEnvelopeSchema,
    response: PersonalLinkSaveAnswerSchema,
    errors: ['forbidden'],
  }),
  list: defineOperation({
    method: 'get',
    path: '/api/getLinkPersonale/{id}',
    operationId: 'listPersonalLinks',
    tag,
    summary: "The patient's personal links",
    description: 'Spec 001 section 7 "Links"; by name.',
    pathParams: callerPatientId,
    response: PersonalLinkListAnswerSchema,
    errors: ['forbidden'],
  }),
  references: defineOperation({
    method: 'get',
    path: '/api/altroLink/{kind}',
    operationId: 'listReferenceLinks',
    tag,
    summary: 'One reference list of the /altro page',
    description:
      `Spec 001 section 7 "Links". kind is one of ${referenceLinkKinds.join(', ')}. The Italian ` +
      'hospitals are the Ministry of Health list (apps/api/data/strutture-ricovero/SOURCE.md), ' +
      'the others a list curated by the project (apps/api/data/link-riferimento/SOURCE.md).',
    pathParams: { kind: 'the list' },
    stringParams: true,
    response: ReferenceLinkListAnswerSchema,
    errors: ['not_found'],
  }),
} as const;
