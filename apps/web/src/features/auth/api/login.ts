import type { LoginInput } from '@cartella/domain';
import { apiFetchUnchecked } from '../../../lib/api-client.ts';
import { clearSession, markActivity, type SessionUser } from '../../../lib/session.ts';

/**
 * The answer of POST api/user/login as a browser gets it (spec part 2, section 3 "Login result"):
 * the user and the expiry. The session itself is the HttpOnly cookie the answer sets; the server
 * gives a browser no token to keep.
 */
export interface LoginAnswer {
  success: {
    /** The signed-in user. */
    user: SessionUser;
    /** When the session ends at the latest (ISO-8601). */
    expires_at: string;
  };
}

/** Signs in; the idle time starts now (a previous session's last activity must not count). */
export async function login(input: LoginInput): Promise<LoginAnswer> {
  const answer = await apiFetchUnchecked<LoginAnswer>('user/login', { method: 'POST', body: input });
  markActivity();
  return answer;
}

/** Ends the session on the server (best effort; it clears the cookie) and clears the browser's storage. */
export async function logout(): Promise<void> {
  try {
    await apiFetchUnchecked('user/logout');
  } catch {
    // The session may already be expired or revoked; the local state is cleared either way.
  }
  clearSession();
}
