import * as v from 'valibot';
import { finiteNumber, IdSchema, idSchema, requiredText, TEXT_LIMITS } from '../shared/limits.ts';

/** The largest licence cost, euros. */
const LICENCE_COST_MAX = 1_000_000;

/** Admin: new permission (POST /api/security/addPermesso, data with a permesso text field). */
export const PermissionCreateSchema = v.object({
  permesso: requiredText(TEXT_LIMITS.code),
});

/** Admin: new role (POST /api/security/addRuolo). */
export const RoleCreateSchema = v.object({
  name: requiredText(TEXT_LIMITS.name),
});

/** Admin: new licence. */
export const LicenceCreateSchema = v.object({
  descrizione: requiredText(TEXT_LIMITS.short),
  costo: v.pipe(
    finiteNumber('required'),
    v.minValue(0, 'number_not_positive'),
    v.maxValue(LICENCE_COST_MAX, 'invalid_type'),
  ),
  enable: v.boolean('required'),
  durata_desc: requiredText(TEXT_LIMITS.short),
});

/** Admin: link ids to an owner (permissions to a role, roles to a licence). */
export const LinkIdsSchema = v.object({
  /** Owner id (role or licence). */
  id: idSchema('required'),
  /** Linked ids. */
  data: v.pipe(v.array(IdSchema, 'invalid_type'), v.maxLength(1000, 'too_long')),
});
