import { isSessionValid, storageKeys } from '@cartella/domain';

/** The signed-in user as the login answer gives it (spec part 2, section 3 "Login result"). */
export interface SessionUser {
  /** User id (id_utente). */
  id_utente: number;
  /** The user's own patient record id. */
  id_paziente: number;
  /** Sign-in e-mail. */
  email: string;
  /** Display name of the user. */
  utente_nome: string;
  /** Patient first name. */
  paziente_nome?: string;
  /** Patient last name. */
  paziente_cognome?: string;
  /** Role names (e.g. 'patient', 'admin'). */
  roles: string[];
}

export interface Session {
  token: string;
  user: SessionUser;
  /** Expiry as epoch milliseconds. */
  expiresAt: number;
}

/** Key for the last user activity (epoch ms); used by the idle logout. Not one of the spec's keys. */
export const LAST_ACTIVITY_KEY = 'last_activity';

/**
 * Reads the stored session the way the spec's route guard does (part 1 section 2, part 2
 * "Route guard"): token, user id and expiry must all be present and the expiry in the future.
 */
export function readSession(now: number = Date.now()): Session | null {
  const token = localStorage.getItem('token');
  const userText = localStorage.getItem('user');
  const expiresText = localStorage.getItem('expires_at');
  if (!isSessionValid({ token, user: userText, expires_at: expiresText }, new Date(now))) return null;
  if (!token || !userText || !expiresText) return null;
  const expiresAt = Date.parse(expiresText);
  try {
    const user = JSON.parse(userText) as SessionUser;
    if (typeof user?.id_utente !== 'number') return null;
    return { token, user, expiresAt };
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: SessionUser, expiresAtIso: string): void {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('expires_at', expiresAtIso);
  localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
}

/**
 * Clears every stored key (spec part 1 section 4: "Logout clears all local storage and the
 * token, user, menu and patient details"). The language choice survives: it is a device
 * preference, not patient data.
 */
export function clearSession(): void {
  const language = localStorage.getItem('lang');
  for (const key of storageKeys) localStorage.removeItem(key);
  localStorage.clear();
  sessionStorage.clear();
  if (language) localStorage.setItem('lang', language);
}
