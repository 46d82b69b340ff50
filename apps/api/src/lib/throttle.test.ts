import { describe, expect, it } from 'vitest';
import { combineDecisions, decideThrottle } from './throttle.ts';

const now = new Date('2026-11-22T10:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('decideThrottle', () => {
  it('allows attempts while the failures stay under the free ones', () => {
    expect(decideThrottle([secondsAgo(3), secondsAgo(0)], 3, 900, now)).toEqual({
      blocked: false,
      retryAfterSeconds: 0,
    });
  });

  it('makes the attempt after the free failures wait one second after the newest failure', () => {
    expect(decideThrottle([secondsAgo(9), secondsAgo(5), secondsAgo(0)], 3, 900, now)).toEqual({
      blocked: true,
      retryAfterSeconds: 1,
    });
    expect(decideThrottle([secondsAgo(9), secondsAgo(5), secondsAgo(1)], 3, 900, now).blocked).toBe(false);
  });

  it('doubles the delay with every further failure', () => {
    // 3 free, 6 failures: 2^3 = 8 s after the newest, which was 2 s ago.
    const failures = [60, 50, 40, 30, 20, 2].map(secondsAgo);
    expect(decideThrottle(failures, 3, 900, now)).toEqual({ blocked: true, retryAfterSeconds: 6 });
  });

  it('never makes anyone wait longer than the longest delay', () => {
    const failures = Array.from({ length: 40 }, () => secondsAgo(0));
    expect(decideThrottle(failures, 5, 900, now)).toEqual({ blocked: true, retryAfterSeconds: 900 });
  });
});

describe('combineDecisions', () => {
  it('blocks for the longest wait of the blocking decisions', () => {
    expect(
      combineDecisions([
        { blocked: false, retryAfterSeconds: 0 },
        { blocked: true, retryAfterSeconds: 4 },
        { blocked: true, retryAfterSeconds: 16 },
      ]),
    ).toEqual({ blocked: true, retryAfterSeconds: 16 });
    expect(combineDecisions([{ blocked: false, retryAfterSeconds: 0 }]).blocked).toBe(false);
  });
});
