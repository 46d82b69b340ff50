import {
  type EmailVerificationSchema,
  IdentityMessageAnswerSchema,
  type PasswordForgotSchema,
  type PasswordResetSchema,
  type RegistrationSchema,
} from '@cartella/domain';
import type * as v from 'valibot';
import { apiFetch } from '../../../lib/api-client.ts';

/** Each call answers one sentence of the server, in the patient's language. */
async function post(path: string, body: unknown): Promise<string> {
  const answer = await apiFetch(path, IdentityMessageAnswerSchema, { method: 'POST', body });
  return answer.message;
}

export function register(body: v.InferInput<typeof RegistrationSchema>) {
  return post('user/register', body);
}

export function verifyRegistration(body: v.InferInput<typeof EmailVerificationSchema>) {
  return post('user/verify', body);
}

export function forgotPassword(body: v.InferInput<typeof PasswordForgotSchema>) {
  return post('user/password/forgot', body);
}

export function resetPassword(body: v.InferInput<typeof PasswordResetSchema>) {
  return post('user/password/reset', body);
}
