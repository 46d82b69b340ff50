import {
  SharedLinkInfoAnswerSchema,
  ShareLinkCreatedAnswerSchema,
  ShareLinkCreateSchema,
  ShareLinkOpenSchema,
  ShareLinksAnswerSchema,
} from '@cartella/domain';
import { callerPatientId, defineOperation, pdfAnswer } from '../operation.ts';

const beyond = 'Issue #22, beyond the spec: share links let a doctor open one report without an account.';

export const shareLinkOperations = {
  create: defineOperation({
    method: 'post',
    path: '/api/condivisioni',
    operationId: 'createShareLink',
    tag: 'Reports',
    summary: 'Creates a share link (and its QR code) to one report of the caller',
    description:
      `${beyond} Lifetime 1 hour to 30 days; only the emergency card may be permanent; optional PIN. ` +
      'The token (256 random bits) is in this answer only: the database keeps its SHA-256.',
    requestBody: ShareLinkCreateSchema,
    response: ShareLinkCreatedAnswerSchema,
    errors: ['forbidden'],
  }),
  list: defineOperation({
    method: 'get',
    path: '/api/condivisioni/{id}',
    operationId: 'listShareLinks',
    tag: 'Reports',
    summary: "The caller's share links with every opening (date, device, address)",
    description: beyond,
    pathParams: callerPatientId,
    response: ShareLinksAnswerSchema,
    errors: ['forbidden'],
  }),
  revoke: defineOperation({
    method: 'delete',
    path: '/api/condivisioni/link/{id}',
    operationId: 'revokeShareLink',
    tag: 'Reports',
    summary: 'Revokes one of the caller’s share links at once',
    description: `${beyond} The link answers 410 from then on.`,
    pathParams: { id: 'id_link of one of the caller’s links' },
    response: ShareLinksAnswerSchema,
    errors: ['forbidden'],
  }),
  info: defineOperation({
    method: 'get',
    path: '/api/condivisione/{token}',
    operationId: 'sharedLinkInfo',
    tag: 'Reports',
    public: true,
    stringParams: true,
    summary: "What a share link shows and whether it needs a PIN (the doctor's page, no account)",
    description:
      `${beyond} Unknown tokens answer 404; revoked or expired links 410. At most 30 calls an ` +
      'address in 10 minutes, per API node (429 with Retry-After).',
    pathParams: { token: 'the token of the link' },
    response: SharedLinkInfoAnswerSchema,
    errors: ['not_found', 'gone', 'too_many_attempts'],
  }),
  open: defineOperation({
    method: 'post',
    path: '/api/condivisione/{token}/apri',
    operationId: 'openSharedLink',
    tag: 'Reports',
    public: true,
    stringParams: true,
    summary: 'Opens a share link: checks the PIN, records the opening, answers the report file',
    description:
      `${beyond} A wrong PIN answers 400 (pin_wrong); past three, growing delays answer 429 with ` +
      'Retry-After. Openings are recorded (date, time, device, address) for the patient; a ' +
      'repeated opening from one address within 10 minutes is recorded once. At most 10 openings ' +
      'an address and 30 a link in 10 minutes, per API node (429 with Retry-After); the document ' +
      'is kept 5 minutes per link and language.',
    pathParams: { token: 'the token of the link' },
    requestBody: ShareLinkOpenSchema,
    response: pdfAnswer('The report (PDF, or FHIR JSON for a FHIR link)'),
    errors: ['not_found', 'gone', 'too_many_attempts', 'timeout'],
  }),
} as const;
