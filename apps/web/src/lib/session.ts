import {
  IDLE_LOGOUT_SECONDS,
  isIdleExpired,
  LAST_ACTIVITY_STORAGE_KEY,
  type SessionUser,
} from '@cartella/domain';

/**
 * The signed-in user of this web app: a session user with a patient record (the app's pages are
 * the patient's own record; `sessionFromAnswer` refuses an account without one).
 */
type SignedInUser = SessionUser & { id_paziente: number };

/**
 * The signed-in session as the web knows it: held in memory only (TanStack Query), asked of the
 * server on load. The token itself is an HttpOnly cookie no script can read
 * (docs/decisions/0503-sessions.md).
 */
export interface Session {
  user: SignedInUser;
  /** Expiry as epoch milliseconds. */
  expiresAt: number;
}

/**
 * Key for the last user activity (epoch ms), shared by the tabs for the idle logout. Not one of the
 * spec's keys and not patient data; with the language choice it is all the browser keeps.
 */
export const LAST_ACTIVITY_KEY = LAST_ACTIVITY_STORAGE_KEY;

/** Records user activity now (sign-in, input). */
export function markActivity(now: number = Date.now()): void {
  localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
}

/**
 * Whether the last recorded activity is more than 600 s old. Asked when a page loads, before any
 * activity of this load counts, so a reload does not restart the idle time. No record: not idle.
 */
export function isIdleSinceLastActivity(now: number = Date.now()): boolean {
  const stored = localStorage.getItem(LAST_ACTIVITY_KEY);
  if (stored === null) return false;
  const last = Number(stored);
  return !Number.isFinite(last) || isIdleExpired(new Date(last), new Date(now), IDLE_LOGOUT_SECONDS);
}

/**
 * Clears everything the browser stored (spec part 1 section 4: "Logout clears all local storage").
 * The language choice survives: it is a device preference, not patient data.
 */
export function clearSession(): void {
  const language = localStorage.getItem('lang');
  localStorage.clear();
  sessionStorage.clear();
  if (language) localStorage.setItem('lang', language);
}
