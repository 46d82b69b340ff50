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

const tag = 'Admin';

const guarded =
  'Admin only: the caller must hold the admin permission (Amministratore role), else 403, ' +
  'reported as a security event. Every change is audited.';

export const adminOperations = {
  permissionList: defineOperation({
    method: 'get',
    path: '/api/security/permissionList',
    operationId: 'adminPermissionList',
    tag,
    summary: 'Every permission (funzionalità)',
    description: `Spec 001 section 7 "Admin": list of id and name, by name. ${guarded}`,
    response: PermissionListAnswerSchema,
    errors: ['forbidden'],
  }),
  addPermesso: defineOperation({
    method: 'post',
    path: '/api/security/addPermesso',
    operationId: 'adminAddPermission',
    tag,
    summary: 'Adds a permission',
    description:
      'Spec 001 section 7 "Admin": data with a permesso text field (a letter, then letters, digits ' +
      `or underscores, at most 50). An existing name answers 409. ${guarded}`,
    requestBody: PermissionCreateSchema,
    response: PermissionAnswerSchema,
    errors: ['forbidden', 'conflict'],
  }),
  ruoloList: defineOperation({
    method: 'get',
    path: '/api/security/ruoloList',
    operationId: 'adminRoleList',
    tag,
    summary: 'Every role',
    description: `Spec 001 section 7 "Admin", by name. ${guarded}`,
    response: RoleListAnswerSchema,
    errors: ['forbidden'],
  }),
  addRuolo: defineOperation({
    method: 'post',
    path: '/api/security/addRuolo',
    operationId: 'adminAddRole',
    tag,
    summary: 'Adds a role',
    description: `Spec 001 section 7 "Admin": data is the role name. An existing name answers 409. ${guarded}`,
    requestBody: RoleCreateSchema,
    response: RoleAnswerSchema,
    errors: ['forbidden', 'conflict'],
  }),
  ruoloPermessi: defineOperation({
    method: 'post',
    path: '/api/security/ruoloPermessi',
    operationId: 'adminRolePermissions',
    tag,
    readOnly: true,
    summary: "A role's permissions",
    description: `Spec 001 section 7 "Admin": data is the role id; answers the linked permissions. ${guarded}`,
    requestBody: OwnerIdSchema,
    response: PermissionListAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  addRuoloPermesso: defineOperation({
    method: 'post',
    path: '/api/security/addRuoloPermesso',
    operationId: 'adminSetRolePermissions',
    tag,
    summary: "Sets a role's permissions (the whole selection)",
    description:
      'Spec 001 section 7 "Admin": data is the selected permissions, id the role id. The selection ' +
      'replaces the links, so a permission left out is removed; it counts from the next request on ' +
      'every API node. Taking the admin permission from a role the caller holds directly answers 409. ' +
      guarded,
    requestBody: LinkIdsSchema,
    response: PermissionListAnswerSchema,
    errors: ['forbidden', 'not_found', 'conflict'],
  }),
  licenzeList: defineOperation({
    method: 'get',
    path: '/api/security/licenzeList',
    operationId: 'adminLicenceList',
    tag,
    summary: 'Every licence',
    description: `Spec 001 section 7 "Admin": descrizione, costo, enable, durata_desc. ${guarded}`,
    response: LicenceListAnswerSchema,
    errors: ['forbidden'],
  }),
  ruoloLicenza: defineOperation({
    method: 'post',
    path: '/api/security/ruoloLicenza',
    operationId: 'adminLicenceRoles',
    tag,
    readOnly: true,
    summary: "A licence's roles",
    description: `Spec 001 section 7 "Admin": data is the licence id. ${guarded}`,
    requestBody: OwnerIdSchema,
    response: RoleListAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  addRuoloLicenza: defineOperation({
    method: 'post',
    path: '/api/security/addRuoloLicenza',
    operationId: 'adminSetLicenceRoles',
    tag,
    summary: "Sets a licence's roles (the whole selection)",
    description:
      'Spec 001 section 7 "Admin": data is the selection, id the licence id. A role left out is ' +
      `removed; it counts from the next request on every API node. ${guarded}`,
    requestBody: LinkIdsSchema,
    response: RoleListAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  updateLicenza: defineOperation({
    method: 'post',
    path: '/api/security/updateLicenza',
    operationId: 'adminUpdateLicence',
    tag,
    summary: "Edits a licence's description and cost",
    description: `Not shown in the spec (issue 25). A description another licence has answers 409. ${guarded}`,
    requestBody: LicenceUpdateSchema,
    response: LicenceAnswerSchema,
    errors: ['forbidden', 'not_found', 'conflict'],
  }),
  users: defineOperation({
    method: 'post',
    path: '/api/admin/utenti',
    operationId: 'adminUserList',
    tag,
    readOnly: true,
    summary: 'Accounts, with search and paging',
    description:
      `The users page (spec 001 section 2; route not shown). ${USERS_PAGE_SIZE} per page, by e-mail; ` +
      'the search matches part of the e-mail or the account name. Account facts only (licence, ' +
      `enabled, admin), never clinical data. ${guarded}`,
    requestBody: UserSearchSchema,
    response: AdminUserListAnswerSchema,
    errors: ['forbidden'],
  }),
  assignLicence: defineOperation({
    method: 'post',
    path: '/api/admin/utenti/{id}/licenza',
    operationId: 'adminAssignLicence',
    tag,
    summary: 'Gives an account a licence with an end date',
    description:
      'A new subscription that counts from now until data_scadenza (null: no end; a date before ' +
      `today is refused). ${guarded}`,
    pathParams: { id: 'id_utente of the account' },
    requestBody: AssignLicenceSchema,
    response: AdminUserAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  accountState: defineOperation({
    method: 'post',
    path: '/api/admin/utenti/{id}/stato',
    operationId: 'adminSetAccountState',
    tag,
    summary: 'Disables or enables an account',
    description:
      'Disabling revokes every session of the account and refuses its sign-ins (as a wrong password ' +
      `would); the caller's own account answers 409. ${guarded}`,
    pathParams: { id: 'id_utente of the account' },
    requestBody: AccountStateSchema,
    response: AdminUserAnswerSchema,
    errors: ['forbidden', 'not_found', 'conflict'],
  }),
  clearThrottle: defineOperation({
    method: 'post',
    path: '/api/admin/utenti/{id}/sblocca',
    operationId: 'adminClearLoginThrottle',
    tag,
    summary: "Clears an account's sign-in throttle",
    description:
      "The account's failed sign-ins so far no longer delay its next one (docs/decisions/" +
      `0751-admin-area.md); the access log keeps them. ${guarded}`,
    pathParams: { id: 'id_utente of the account' },
    response: AdminDoneAnswerSchema,
    errors: ['forbidden', 'not_found'],
  }),
  clearSecondFactor: defineOperation({
    method: 'post',
    path: '/api/admin/utenti/{id}/secondoFattore',
    operationId: 'adminClearSecondFactor',
    tag,
    summary: "Removes an account's second factors and ends its sessions",
    description:
      'Issue #23: for a patient who lost the phone, the passkeys and the recovery codes. App codes, ' +
      'recovery codes and passkeys are removed and every session ends; the next sign-in takes the ' +
      `password alone. The caller's own account answers 409. ${guarded}`,
    pathParams: { id: 'id_utente of the account' },
    response: AdminDoneAnswerSchema,
    errors: ['forbidden', 'not_found', 'conflict'],
  }),
  resetPassword: defineOperation({
    method: 'post',
    path: '/api/admin/utenti/{id}/resetPassword',
    operationId: 'adminStartPasswordReset',
    tag,
    summary: 'Mails the account a password-reset link',
    description:
      `A one-time link to /webui/password/reset, valid ${PASSWORD_RESET_HOURS} hours, sent to the ` +
      `account's e-mail. ${guarded}`,
    pathParams: { id: 'id_utente of the account' },
    response: AdminDoneAnswerSchema,
    errors: ['forbidden', 'not_found', 'mail_failed'],
  }),
  audit: defineOperation({
    method: 'post',
    path: '/api/admin/audit',
    operationId: 'adminAuditList',
    tag,
    readOnly: true,
    summary: 'The admin changes, newest first',
    description: `Who, when, what, before and after; ${AUDIT_PAGE_SIZE} per page. ${guarded}`,
    requestBody: AuditPageSchema,
    response: AuditListAnswerSchema,
    errors: ['forbidden'],
  }),
} as const;
