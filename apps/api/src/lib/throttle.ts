/**
 * Growing login delays (docs/decisions/0504-login-throttling.md). Pure: the caller passes the
 * failure times it read from the database, so every API node decides the same way.
 */
export interface ThrottleDecision {
  blocked: boolean;
  /** Seconds until one more attempt is allowed (0 when not blocked). */
  retryAfterSeconds: number;
}

/**
 * Past `freeFailures` failures, the next attempt must wait 2^k seconds after the newest failure,
 * k being the failures beyond the free ones (1 s after the first extra, then 2, 4, …), at most
 * `maxDelaySeconds`.
 *
 * @param failureTimes failures that still count against the key, oldest first
 * @param freeFailures failures allowed without any delay
 * @param maxDelaySeconds longest delay, seconds
 */
export function decideThrottle(
  failureTimes: readonly Date[],
  freeFailures: number,
  maxDelaySeconds: number,
  now: Date,
): ThrottleDecision {
  const newest = failureTimes.at(-1);
  if (failureTimes.length < freeFailures || newest === undefined)
    return { blocked: false, retryAfterSeconds: 0 };
  const delaySeconds = Math.min(maxDelaySeconds, 2 ** (failureTimes.length - freeFailures));
  const allowedAt = newest.getTime() + delaySeconds * 1000;
  if (now.getTime() >= allowedAt) return { blocked: false, retryAfterSeconds: 0 };
  return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((allowedAt - now.getTime()) / 1000)) };
}

/** The stricter of several decisions: blocked if any is, for the longest wait. */
export function combineDecisions(decisions: readonly ThrottleDecision[]): ThrottleDecision {
  const blocking = decisions.filter((decision) => decision.blocked);
  if (blocking.length === 0) return { blocked: false, retryAfterSeconds: 0 };
  return {
    blocked: true,
    retryAfterSeconds: Math.max(...blocking.map((decision) => decision.retryAfterSeconds)),
  };
}
