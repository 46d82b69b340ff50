import { describe, expect, it } from 'vitest';
import { decideThrottle } from './throttle.ts';

const minute = 60_000;
const now = new Date('2026-11-22T10:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * minute);

describe('decideThrottle', () => {
  it('allows attempts while the failures in the window stay under the limit', () => {
    expect(decideThrottle([minutesAgo(3), minutesAgo(2)], 3, 15 * minute, now)).toEqual({
      blocked: false,
      retryAfterSeconds: 0,
    });
  });

  it('blocks at the limit until the oldest counted failure leaves the window', () => {
    // Failures 10, 5 and 1 minutes ago, limit 3: allowed again when the 10-minute-old one is 15 minutes old.
    expect(decideThrottle([minutesAgo(10), minutesAgo(5), minutesAgo(1)], 3, 15 * minute, now)).toEqual({
      blocked: true,
      retryAfterSeconds: 5 * 60,
    });
  });

  it('waits for enough failures to leave when well over the limit', () => {
    const failures = [minutesAgo(14), minutesAgo(12), minutesAgo(8), minutesAgo(4)];
    // Limit 2: an attempt is allowed with at most 1 failure in the window, so every failure but the
    // newest must leave; the second newest (8 minutes ago) leaves in 7 minutes.
    expect(decideThrottle(failures, 2, 15 * minute, now).retryAfterSeconds).toBe(7 * 60);
  });

  it('ignores failures older than the window', () => {
    expect(decideThrottle([minutesAgo(20), minutesAgo(16), minutesAgo(1)], 2, 15 * minute, now).blocked).toBe(
      false,
    );
  });
});
