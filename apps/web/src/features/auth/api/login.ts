import {
  type LoginAnswer,
  LoginAnswerSchema,
  type LoginInput,
  LogoutAnswerSchema,
  OidcProviderAnswerSchema,
} from '@cartella/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { clearSession, markActivity } from '../../../lib/session.ts';

/**
 * Signs in; the idle time starts now (a previous session's last activity must not count). A browser
 * gets the user and the expiry; its session is the HttpOnly cookie the answer sets.
 */
export async function login(input: LoginInput): Promise<LoginAnswer> {
  const answer = await apiFetch('user/login', LoginAnswerSchema, { method: 'POST', body: input });
  markActivity();
  return answer;
}

/** Ends the session on the server (best effort; it clears the cookie) and clears the browser's storage. */
export async function logout(): Promise<void> {
  try {
    await apiFetch('user/logout', LogoutAnswerSchema);
  } catch {
    // The session may already be expired or revoked; the local state is cleared either way.
  }
  clearSession();
}

/**
 * The OpenID provider of 'sign in with' (GET /api/user/oauth), or null when none is configured or
 * the server cannot say: the login page then simply shows no button.
 */
export async function fetchOidcProvider(): Promise<{ label: string } | null> {
  try {
    return (await apiFetch('user/oauth', OidcProviderAnswerSchema)).data;
  } catch {
    return null;
  }
}

/** Where the browser goes to sign in with the provider: the server redirects on to it. */
export const OIDC_START_PATH = '/api/user/oauth/start';
