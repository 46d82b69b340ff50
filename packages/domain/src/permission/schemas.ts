import * as v from 'valibot';

/**
 * Permission check body, POST /api/security/hasPermission (spec 000 and 001, section 7: {data: key}).
 * Any key up to 100 characters is a valid question: a key no role grants, known or not, answers false
 * (spec 000 section 6), so the check never tells which keys exist.
 */
export const PermissionCheckSchema = v.object({
  /** The permission key asked about, e.g. `aggiungifarmaci`. */
  data: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(100, 'too_long')),
});
