import { LoginResultSchema, WebAuthnOptionsAnswerSchema } from '@cartella/domain';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { DEMO_PASSWORD } from '../db/demo-accounts.ts';
import type { AppEnv } from '../env.ts';
import { postLogin, type RequestOptions, request } from './http.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';

/** The origin of the test apps' passkeys: the default PUBLIC_URL (config.ts). */
export const TEST_ORIGIN = 'http://localhost:8080';

/** WebAuthn options as the API answered them, with what the soft authenticator reads. */
export async function webAuthnOptions(response: Response) {
  if (response.status !== 200) throw new Error(`WebAuthn options failed with ${response.status}`);
  const { data } = v.parse(WebAuthnOptionsAnswerSchema, await response.json());
  return data as typeof data & { user: { id: string }; allowCredentials?: { id: string }[] };
}

/** The body of the calls that add a factor: the test accounts' password (DEMO_PASSWORD). */
export const confirmedWithPassword = { current_password: DEMO_PASSWORD };

/** Registers a new soft passkey for the session of `token`; answers the authenticator. */
export async function enrolPasskey(app: Hono<AppEnv>, token: string, nome = 'Telefono') {
  const authenticator = new SoftAuthenticator(TEST_ORIGIN);
  const options = await webAuthnOptions(
    await request(app, 'POST', '/api/user/passkeys/options', confirmedWithPassword, { token }),
  );
  const response = await request(
    app,
    'POST',
    '/api/user/passkeys',
    { nome, risposta: authenticator.register(options) },
    { token },
  );
  if (response.status !== 200) throw new Error(`Passkey registration failed with ${response.status}`);
  return authenticator;
}

/** The passkey of each account this test file enrolled (each file has a database of its own). */
const passkeysOf = new Map<string, SoftAuthenticator>();

/**
 * A session that passed a second factor, as an API client (what the admin area needs, issue 25):
 * the first time an account signs in here, a soft passkey is registered in its session; later
 * sign-ins take the second step with that passkey.
 */
export async function signInVerified(
  app: Hono<AppEnv>,
  email: string,
  options: RequestOptions = {},
): Promise<string> {
  const response = await postLogin(app, email, undefined, options);
  if (response.status !== 200) throw new Error(`Login of ${email} failed with ${response.status}`);
  const result = v.parse(LoginResultSchema, await response.json());
  if (result.success) {
    const token = result.success.token ?? '';
    passkeysOf.set(email, await enrolPasskey(app, token));
    return token;
  }
  const authenticator = passkeysOf.get(email);
  const pending = result.second_factor?.token;
  if (authenticator === undefined || pending === undefined)
    throw new Error(`${email} has a factor this helper lacks`);
  const challenge = await webAuthnOptions(
    await request(app, 'POST', '/api/user/login/passkey/options', { token: pending }, options),
  );
  const signedIn = await request(
    app,
    'POST',
    '/api/user/login/passkey',
    { risposta: authenticator.authenticate(challenge), token: pending },
    options,
  );
  const answer = v.parse(LoginResultSchema, await signedIn.json());
  if (answer.success?.token === undefined) throw new Error('The second step failed');
  return answer.success.token;
}
