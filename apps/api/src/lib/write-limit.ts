import type { WriteRateLimit } from '../config.ts';
import type { ThrottleDecision } from './throttle.ts';

/**
 * Per-session limit of unsafe calls over a sliding window, kept in this process's memory: each API
 * node counts its own share, so behind several nodes a session may write up to nodes × the limit
 * (docs/decisions/0503-sessions.md). Sessions whose window emptied are dropped as the map grows.
 * Keyed by anything else (a client address), it brakes public calls the same way.
 */
export function createWriteLimiter<TKey = number>(limit: WriteRateLimit, now: () => Date) {
  const windowMs = limit.windowSeconds * 1000;
  const writesBySession = new Map<TKey, number[]>();

  function forget(before: number): void {
    for (const [sessionId, times] of writesBySession) {
      if ((times.at(-1) ?? 0) <= before) writesBySession.delete(sessionId);
    }
  }

  /** Counts one write of the session, or refuses it with the seconds until one is allowed again. */
  return function countWrite(sessionId: TKey): ThrottleDecision {
    const current = now().getTime();
    const windowStart = current - windowMs;
    if (writesBySession.size > 10_000) forget(windowStart);
    const recent = (writesBySession.get(sessionId) ?? []).filter((time) => time > windowStart);
    if (recent.length >= limit.maxWrites) {
      writesBySession.set(sessionId, recent);
      const oldest = recent[recent.length - limit.maxWrites] ?? current;
      return {
        blocked: true,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - current) / 1000)),
      };
    }
    recent.push(current);
    writesBySession.set(sessionId, recent);
    return { blocked: false, retryAfterSeconds: 0 };
  };
}
