import * as v from 'valibot';

/** The answer of POST /api/security/hasPermission (spec 000 section 7: `{ data: { data } }`). */
export const HasPermissionAnswerSchema = v.object({
  data: v.object({
    /** Whether the caller's licence and roles grant the key; unknown keys are false. */
    data: v.boolean(),
  }),
});
