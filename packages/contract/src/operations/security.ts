import {
  HasPermissionAnswerSchema,
  PermissionCheckSchema,
  SecuritySettingsAnswerSchema,
} from '@cartella/domain';
import { defineOperation } from '../operation.ts';

/** How many login attempts the access log answers (the page shows 10 per page). */
export const ACCESS_LOG_LIMIT = 200;

export const securityOperations = {
  hasPermission: defineOperation({
    method: 'post',
    path: '/api/security/hasPermission',
    readOnly: true,
    operationId: 'hasPermission',
    tag: 'Menu and permission',
    summary: "Whether the caller's licence and roles grant a permission key",
    description: 'Spec 000 section 6 and 001 section 6. Unknown keys answer false.',
    requestBody: PermissionCheckSchema,
    response: HasPermissionAnswerSchema,
    errors: [],
  }),
  fetchSecuritySettings: defineOperation({
    method: 'get',
    path: '/api/fetchSecuritySettings/{id}',
    operationId: 'fetchSecuritySettings',
    tag: 'Account',
    summary: "The caller's login attempts (access log), newest first",
    description:
      `Spec 001 section 2 "Access log page" and section 7. The newest ${ACCESS_LOG_LIMIT} attempts on ` +
      'the account, successful or not; date and time in Europe/Rome.',
    pathParams: { id: 'id_utente of the caller' },
    response: SecuritySettingsAnswerSchema,
    errors: ['forbidden'],
  }),
} as const;
