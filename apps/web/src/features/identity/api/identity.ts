import {
  type EmailVerificationSchema,
  IdentityMessageAnswerSchema,
  type LoginAnswer,
  LoginAnswerSchema,
  type PasswordForgotSchema,
  type PasswordResetSchema,
  type RegistrationSchema,
} from '@cartella/domain';
import type * as v from 'valibot';
import { apiFetch } from '../../../lib/api-client.ts';
import { markActivity } from '../../../lib/session.ts';

/** Each call answers one sentence of the server, in the patient's language. */
async function post(path: string, body: unknown): Promise<string> {
  const answer = await apiFetch(path, IdentityMessageAnswerSchema, { method: 'POST', body });
  return answer.message;
}

/** The registration form as typed: the two acceptances may still be unticked (the schema refuses). */
export type RegistrationForm = Omit<
  v.InferInput<typeof RegistrationSchema>,
  'accetta_termini' | 'accetta_trattamento'
> & { accetta_termini: boolean; accetta_trattamento: boolean };

export function register(body: RegistrationForm) {
  return post('user/register', body);
}

export function verifyRegistration(body: v.InferInput<typeof EmailVerificationSchema>) {
  return post('user/verify', body);
}

/** A doctor accepts a patient's mail through the mailed link (issue #34, T3a). */
export function confirmDoctor(body: v.InferInput<typeof EmailVerificationSchema>) {
  return post('dottori/conferma', body);
}

export function forgotPassword(body: v.InferInput<typeof PasswordForgotSchema>) {
  return post('user/password/forgot', body);
}

export function resetPassword(body: v.InferInput<typeof PasswordResetSchema>) {
  return post('user/password/reset', body);
}

/** The second step with a code from the authenticator app or a recovery code. */
export async function signInWithCode(codice: string): Promise<LoginAnswer> {
  const answer = await apiFetch('user/login/totp', LoginAnswerSchema, { method: 'POST', body: { codice } });
  markActivity();
  return answer;
}
