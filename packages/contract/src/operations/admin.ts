import {
  AccountStateSchema,
  AdminDoneAnswerSchema,
  AdminUserAnswerSchema,
  AdminUserListAnswerSchema,
  AssignLicenceSchema,
  AUDIT_PAGE_SIZE,
  AuditListAnswerSchema,
  AuditPageSchema,
  LicenceAnswerSchema,
  LicenceListAnswerSchema,
  LicenceUpdateSchema,
  LinkIdsSchema,
  OwnerIdSchema,
  PASSWORD_RESET_HOURS,
  PermissionAnswerSchema,
  PermissionCreateSchema,
  PermissionListAnswerSchema,
  RoleAnswerSchema,
  RoleCreateSchema,
  RoleListAnswerSchema,
  USERS_PAGE_SIZE,
  UserSearchSchema,
} from '@cartella/domain';
import { defineOperation } from '../operation.ts';
import { adminFields } from './admin-fields.ts';

const guarded =
  'Admin only: the caller must hold the admin permission (Amministratore role), else 403, ' +
  'reported as a security event. Every change is audited.';

const adminOnly = adminFields(guarded);

/** The path parameter of the operations on one account. */
const accountId = { id: 'id_utente of the account' } as const;

export const adminOperations = {
  permissionList: defineOperation({
    method: 'get',
    path: '/api/security/permissionList',
    response: PermissionListAnswerSchema,
    ...adminOnly({
      operationId: 'adminPermissionList',
      summary: 'Every permission (funzionalità)',
      description: 'Spec 001 section 7 "Admin": list of id and name, by name.',
    }),
  }),
  addPermesso: defineOperation({
    method: 'post',
    path: '/api/security/addPermesso',
    response: PermissionAnswerSchema,
    ...adminOnly({
      operationId: 'adminAddPermission',
      summary: 'Adds a permission',
      description:
        'Spec 001 section 7 "Admin": data with a permesso text field (a letter, then letters, digits ' +
        'or underscores, at most 50). An existing name answers 409.',
      requestBody: PermissionCreateSchema,
      errors: ['conflict'],
    }),
  }),
  ruoloList: defineOperation({
    method: 'get',
    path: '/api/security/ruoloList',
    response: RoleListAnswerSchema,
    ...adminOnly({
      operationId: 'adminRoleList',
      summary: 'Every role',
      description: 'Spec 001 section 7 "Admin", by name.',
    }),
  }),
  addRuolo: defineOperation({
    method: 'post',
    path: '/api/security/addRuolo',
    response: RoleAnswerSchema,
    ...adminOnly({
      operationId: 'adminAddRole',
      summary: 'Adds a role',
      description: 'Spec 001 section 7 "Admin": data is the role name. An existing name answers 409.',
      requestBody: RoleCreateSchema,
      errors: ['conflict'],
    }),
  }),
  ruoloPermessi: defineOperation({
    method: 'post',
    path: '/api/security/ruoloPermessi',
    response: PermissionListAnswerSchema,
    ...adminOnly({
      operationId: 'adminRolePermissions',
      readOnly: true,
      summary: "A role's permissions",
      description: 'Spec 001 section 7 "Admin": data is the role id; answers the linked permissions.',
      requestBody: OwnerIdSchema,
      errors: ['not_found'],
    }),
  }),
  addRuoloPermesso: defineOperation({
    method: 'post',
    path: '/api/security/addRuoloPermesso',
    response: PermissionListAnswerSchema,
    ...adminOnly({
      operationId: 'adminSetRolePermissions',
      summary: "Sets a role's permissions (the whole selection)",
      description:
        'Spec 001 section 7 "Admin": data is the selected permissions, id the role id. The selection ' +
        'replaces the links, so a permission left out is removed; it counts from the next request on ' +
        'every API node. Taking the admin permission from a role the caller holds directly answers 409.',
      requestBody: LinkIdsSchema,
      errors: ['not_found', 'conflict'],
    }),
  }),
  licenzeList: defineOperation({
    method: 'get',
    path: '/api/security/licenzeList',
    response: LicenceListAnswerSchema,
    ...adminOnly({
      operationId: 'adminLicenceList',
      summary: 'Every licence',
      description: 'Spec 001 section 7 "Admin": descrizione, costo, enable, durata_desc.',
    }),
  }),
  ruoloLicenza: defineOperation({
    method: 'post',
    path: '/api/security/ruoloLicenza',
    response: RoleListAnswerSchema,
    ...adminOnly({
      operationId: 'adminLicenceRoles',
      readOnly: true,
      summary: "A licence's roles",
      description: 'Spec 001 section 7 "Admin": data is the licence id.',
      requestBody: OwnerIdSchema,
      errors: ['not_found'],
    }),
  }),
  addRuoloLicenza: defineOperation({
    method: 'post',
    path: '/api/security/addRuoloLicenza',
    response: RoleListAnswerSchema,
    ...adminOnly({
      operationId: 'adminSetLicenceRoles',
      summary: "Sets a licence's roles (the whole selection)",
      description:
        'Spec 001 section 7 "Admin": data is the selection, id the licence id. A role left out is ' +
        'removed; it counts from the next request on every API node.',
      requestBody: LinkIdsSchema,
      errors: ['not_found'],
    }),
  }),
  updateLicenza: defineOperation({
    method: 'post',
    path: '/api/security/updateLicenza',
    response: LicenceAnswerSchema,
    ...adminOnly({
      operationId: 'adminUpdateLicence',
      summary: "Edits a licence's description and cost",
      description: 'Not shown in the spec (issue 25). A description another licence has answers 409.',
      requestBody: LicenceUpdateSchema,
      errors: ['not_found', 'conflict'],
    }),
  }),
  users: defineOperation({
    method: 'post',
    path: '/api/admin/utenti',
    response: AdminUserListAnswerSchema,
    ...adminOnly({
      operationId: 'adminUserList',
      readOnly: true,
      summary: 'Accounts, with search and paging',
      description:
        `The users page (spec 001 section 2; route not shown). ${USERS_PAGE_SIZE} per page, by e-mail; ` +
        'the search matches part of the e-mail or the account name. Account facts only (licence, ' +
        'enabled, admin), never clinical data.',
      requestBody: UserSearchSchema,
    }),
  }),
  assignLicence: defineOperation({
    method: 'post',
    path: '/api/admin/utenti/{id}/licenza',
    response: AdminUserAnswerSchema,
    ...adminOnly({
      operationId: 'adminAssignLicence',
      summary: 'Gives an account a licence with an end date',
      description:
        'A new subscription that counts from now until data_scadenza (null: no end; a date before ' +
        'today is refused).',
      pathParams: accountId,
      requestBody: AssignLicenceSchema,
      errors: ['not_found'],
    }),
  }),
  accountState: defineOperation({
    method: 'post',
    path: '/api/admin/utenti/{id}/stato',
    response: AdminUserAnswerSchema,
    ...adminOnly({
      operationId: 'adminSetAccountState',
      summary: 'Disables or enables an account',
      description:
        'Disabling revokes every session of the account and refuses its sign-ins (as a wrong password ' +
        "would); the caller's own account answers 409.",
      pathParams: accountId,
      requestBody: AccountStateSchema,
      errors: ['not_found', 'conflict'],
    }),
  }),
  clearThrottle: defineOperation({
    method: 'post',
    path: '/api/admin/utenti/{id}/sblocca',
    response: AdminDoneAnswerSchema,
    ...adminOnly({
      operationId: 'adminClearLoginThrottle',
      summary: "Clears an account's sign-in throttle",
      description:
        "The account's failed sign-ins so far no longer delay its next one (docs/decisions/" +
        '0751-admin-area.md); the access log keeps them.',
      pathParams: accountId,
      errors: ['not_found'],
    }),
  }),
  clearSecondFactor: defineOperation({
    method: 'post',
    path: '/api/admin/utenti/{id}/secondoFattore',
    response: AdminDoneAnswerSchema,
    ...adminOnly({
      operationId: 'adminClearSecondFactor',
      summary: "Removes an account's second factors and ends its sessions",
      description:
        'Issue #23: for a patient who lost the phone, the passkeys and the recovery codes. App codes, ' +
        'recovery codes and passkeys are removed and every session ends; the next sign-in takes the ' +
        "password alone. The caller's own account answers 409.",
      pathParams: accountId,
      errors: ['not_found', 'conflict'],
    }),
  }),
  resetPassword: defineOperation({
    method: 'post',
    path: '/api/admin/utenti/{id}/resetPassword',
    response: AdminDoneAnswerSchema,
    ...adminOnly({
      operationId: 'adminStartPasswordReset',
      summary: 'Mails the account a password-reset link',
      description:
        `A one-time link to /webui/password/reset, valid ${PASSWORD_RESET_HOURS} hours, sent to the ` +
        "account's e-mail.",
      pathParams: accountId,
      errors: ['not_found', 'mail_failed'],
    }),
  }),
  audit: defineOperation({
    method: 'post',
    path: '/api/admin/audit',
    response: AuditListAnswerSchema,
    ...adminOnly({
      operationId: 'adminAuditList',
      readOnly: true,
      summary: 'The admin changes, newest first',
      description: `Who, when, what, before and after; ${AUDIT_PAGE_SIZE} per page.`,
      requestBody: AuditPageSchema,
    }),
  }),
} as const;
