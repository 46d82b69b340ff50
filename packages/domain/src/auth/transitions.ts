/** The route guard (spec 000 and 001, section 2): token, user id and an expiry not in the past. */
export function isSessionValid(
  stored: { token?: string | null; user?: string | null; expires_at?: string | null },
  now: Date,
): boolean {
  if (!stored.token || !stored.user || !stored.expires_at) return false;
  const expiry = Date.parse(stored.expires_at);
  return !Number.isNaN(expiry) && expiry > now.getTime();
}

/** Whether an idle session must log out (idle for more than `idleLimitSeconds`). */
export function isIdleExpired(lastActivity: Date, now: Date, idleLimitSeconds: number): boolean {
  return now.getTime() - lastActivity.getTime() > idleLimitSeconds * 1000;
}
