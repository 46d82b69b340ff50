import { doctorOperations, identityOperations, secondFactorOperations } from '@cartella/contract';
import type {
  EmailVerificationSchema,
  LoginAnswer,
  PasswordForgotSchema,
  PasswordResetSchema,
  RegistrationSchema,
} from '@cartella/domain';
import type * as v from 'valibot';
import { apiClient } from '../../../lib/api-client.ts';
import { markActivity } from '../../../lib/session.ts';

/** The registration form as typed: the two acceptances may still be unticked (the schema refuses). */
export type RegistrationForm = Omit<
  v.InferInput<typeof RegistrationSchema>,
  'accetta_termini' | 'accetta_trattamento'
> & { accetta_termini: boolean; accetta_trattamento: boolean };

export async function register(body: v.InferInput<typeof RegistrationSchema>) {
  return (await apiClient.call(identityOperations.register, { body })).message;
}

export async function verifyRegistration(body: v.InferInput<typeof EmailVerificationSchema>) {
  return (await apiClient.call(identityOperations.verify, { body })).message;
}

/** A doctor accepts a patient's mail through the mailed link (issue #34, T3a). */
export async function confirmDoctor(body: v.InferInput<typeof EmailVerificationSchema>) {
  return (await apiClient.call(doctorOperations.confirm, { body })).message;
}

export async function forgotPassword(body: v.InferInput<typeof PasswordForgotSchema>) {
  return (await apiClient.call(identityOperations.forgot, { body })).message;
}

export async function resetPassword(body: v.InferInput<typeof PasswordResetSchema>) {
  return (await apiClient.call(identityOperations.reset, { body })).message;
}

/** The second step with a code from the authenticator app or a recovery code. */
export async function signInWithCode(codice: string): Promise<LoginAnswer> {
  const answer = await apiClient.call(secondFactorOperations.loginTotp, { body: { codice } });
  markActivity();
  return answer;
}
