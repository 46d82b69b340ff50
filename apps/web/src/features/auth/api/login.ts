import type { LoginInput } from '@cartella/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { clearSession, type SessionUser, storeSession } from '../../../lib/session.ts';

/** The answer of POST api/user/login (spec part 2, section 3 "Login result"). */
export interface LoginAnswer {
  success: {
    /** Bearer token for every later call. */
    token: string;
    /** The signed-in user. */
    user: SessionUser;
    /** When the token stops working (ISO-8601). */
    expires_at: string;
  };
}

export async function login(input: LoginInput): Promise<SessionUser> {
  const answer = await apiFetch<LoginAnswer>('user/login', { method: 'POST', body: input });
  storeSession(answer.success.token, answer.success.user, answer.success.expires_at);
  return answer.success.user;
}

/** Revokes the token on the server (best effort) and clears everything stored in the browser. */
export async function logout(): Promise<void> {
  try {
    await apiFetch('user/logout');
  } catch {
    // The token may already be expired or revoked; the local session is cleared either way.
  }
  clearSession();
}
