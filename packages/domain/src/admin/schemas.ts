import * as v from 'valibot';
import { optionalIsoDate } from '../shared/dates.ts';
import {
  boundedText,
  finiteNumber,
  firstIssueOnly,
  IdSchema,
  idSchema,
  PageSchema,
  requiredText,
  TEXT_LIMITS,
} from '../shared/limits.ts';

/** The largest licence cost, euros. */
const LICENCE_COST_MAX = 1_000_000;

/** Most ids one link call may carry (permissions of a role, roles of a licence). */
const LINKED_IDS_MAX = 1000;

/**
 * A permission key: a letter, then letters, digits or underscores (e.g. `aggiungitaccuino`). The
 * pattern runs after the length cap and cannot backtrack (one class, one quantifier).
 */
const permissionKeySchema = firstIssueOnly(
  v.pipe(requiredText(TEXT_LIMITS.code), v.regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'invalid_type')),
);

/**
 * Admin: new permission, POST /api/security/addPermesso (spec 001 section 7: "data with a permesso
 * text field").
 */
export const PermissionCreateSchema = v.object({
  data: v.object({
    /** The new permission key, e.g. `esportafhir`. */
    permesso: permissionKeySchema,
  }),
});

/** Admin: new role, POST /api/security/addRuolo (spec 001 section 7: "data is the role name"). */
export const RoleCreateSchema = v.object({
  /** The new role's name. */
  data: requiredText(TEXT_LIMITS.name),
});

/**
 * Admin: one owner id (POST /api/security/ruoloPermessi: the role id; POST
 * /api/security/ruoloLicenza: the licence id).
 */
export const OwnerIdSchema = v.object({
  /** Role or licence id. */
  data: idSchema('required'),
});

/**
 * Admin: the whole selection of linked ids (POST /api/security/addRuoloPermesso: permissions of a
 * role; POST /api/security/addRuoloLicenza: roles of a licence). The selection replaces the
 * current links, so an id left out is removed.
 */
export const LinkIdsSchema = v.object({
  /** Owner id (role or licence). */
  id: idSchema('required'),
  /** The linked ids, all of them. */
  data: v.pipe(v.array(IdSchema, 'invalid_type'), v.maxLength(LINKED_IDS_MAX, 'too_long')),
});

/** Admin: a licence's editable fields, POST /api/security/updateLicenza (not shown in the spec). */
export const LicenceUpdateSchema = v.object({
  /** Licence id. */
  id: idSchema('required'),
  /** Description (also the display name). */
  descrizione: requiredText(TEXT_LIMITS.short),
  /** Cost in euros per period, 0 to 1,000,000. */
  costo: v.pipe(
    finiteNumber('required'),
    v.minValue(0, 'number_not_positive'),
    v.maxValue(LICENCE_COST_MAX, 'invalid_type'),
  ),
});

/** Admin: the users list's query (search in e-mail and name, page of 20). */
export const UserSearchSchema = v.object({
  /** Part of the e-mail or the account name; empty lists everyone. */
  search: v.optional(boundedText(TEXT_LIMITS.search), ''),
  /** Page, from 1. */
  page: PageSchema,
});

/** Admin: give an account a licence until an end date (none: no end). */
export const AssignLicenceSchema = v.object({
  /** Licence id. */
  id_tipo_licenza: idSchema('required'),
  /** Last day the licence grants, YYYY-MM-DD; null or empty: no end. */
  data_scadenza: optionalIsoDate(),
});

/** Admin: disable (false) or enable (true) an account. */
export const AccountStateSchema = v.object({
  /** Whether the account may sign in. */
  enabled: v.boolean('required'),
});

/** Admin: the audit list's query. */
export const AuditPageSchema = v.object({
  /** Page, from 1. */
  page: PageSchema,
});
