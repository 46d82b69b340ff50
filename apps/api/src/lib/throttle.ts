/**
 * Sliding-window login throttle (docs/decisions/0504-login-throttling.md). Pure: the caller passes
 * the failure times it read from the database, so every API node decides the same way.
 */
export interface ThrottleDecision {
  blocked: boolean;
  /** Seconds until one more attempt is allowed (0 when not blocked). */
  retryAfterSeconds: number;
}

/**
 * @param failureTimes failures counted against the key inside the window, oldest first
 * @param limit failures allowed inside the window
 * @param windowMs window length, milliseconds
 */
export function decideThrottle(
  failureTimes: readonly Date[],
  limit: number,
  windowMs: number,
  now: Date,
): ThrottleDecision {
  const windowStart = now.getTime() - windowMs;
  const recent = failureTimes.filter((time) => time.getTime() > windowStart);
  if (recent.length < limit) return { blocked: false, retryAfterSeconds: 0 };
  // Allowed again once enough of the oldest failures have left the window to go below the limit.
  const releasing = recent[recent.length - limit];
  const releaseAt = (releasing?.getTime() ?? now.getTime()) + windowMs;
  return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((releaseAt - now.getTime()) / 1000)) };
}
