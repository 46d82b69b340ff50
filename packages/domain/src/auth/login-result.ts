import * as v from 'valibot';
import { LoginAnswerSchema } from './answers.ts';

/**
 * Ways to pass the second step of a sign-in (issue #23), as the login answer lists them. Here, not
 * with the second factor's other constants, so the login page's first load carries nothing more.
 */
const secondFactorMethods = ['totp', 'passkey'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/**
 * POST /api/user/login (issue #23): `success`, a session, or, when the account has a second factor,
 * `second_factor`: the password was right and the session starts only after the second step (a
 * browser's pending sign-in is an HttpOnly cookie). One object with two optional members rather
 * than a union: the login page's first load stays small.
 */
export const LoginResultSchema = v.object({
  /** The session that started: the user and its expiry (as the plain login answers it). */
  success: v.optional(LoginAnswerSchema.entries.success),
  /** The second step to take instead. */
  second_factor: v.optional(
    v.object({
      /** The ways this account can pass the second step. */
      methods: v.array(v.picklist(secondFactorMethods)),
      /** When the second step must be done by (ISO-8601); then the password is asked again. */
      expires_at: v.pipe(v.string(), v.isoTimestamp()),
      /** API clients only (never to a browser): send it back with the second step. */
      token: v.optional(v.string()),
    }),
  ),
});
export type LoginResult = v.InferOutput<typeof LoginResultSchema>;
export type SecondStepAnswer = Required<Pick<LoginResult, 'second_factor'>>;
