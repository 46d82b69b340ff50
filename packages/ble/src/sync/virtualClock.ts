import type { Clock } from './clock.ts';

export interface VirtualClock extends Clock {
  /** Fires, in order, every timer due within the next `ms` milliseconds. */
  advanceBy(ms: number): Promise<void>;
  /**
   * Advances time timer by timer until `work` settles, and returns its value. Throws if `work`
   * is still pending with no timer left (a deadlock) or after `limitMs` of virtual time.
   */
  run<Value>(work: Promise<Value>, limitMs?: number): Promise<Value>;
  readonly pendingTimerCount: number;
}

interface Timer {
  dueAt: number;
  sequence: number;
  resolve: () => void;
}

// Enough microtask turns for every async hop the sync engine and simulator make between two
// timers; the engine never chains more than a few dozen awaits without sleeping.
const MICROTASK_TURNS = 200;

async function settleMicrotasks(): Promise<void> {
  for (let turn = 0; turn < MICROTASK_TURNS; turn += 1) {
    await Promise.resolve();
  }
}

/** A deterministic clock for tests and the benchmark: time moves only when asked to. */
export function createVirtualClock(startMs = 0): VirtualClock {
  let nowMs = startMs;
  let sequence = 0;
  const timers: Timer[] = [];

  function popNextTimer(): Timer | undefined {
    let nextIndex = -1;
    timers.forEach((timer, index) => {
      const best = timers[nextIndex];
      if (
        best === undefined ||
        timer.dueAt < best.dueAt ||
        (timer.dueAt === best.dueAt && timer.sequence < best.sequence)
      ) {
        nextIndex = index;
      }
    });
    return nextIndex === -1 ? undefined : timers.splice(nextIndex, 1)[0];
  }

  function fire(timer: Timer): void {
    nowMs = Math.max(nowMs, timer.dueAt);
    timer.resolve();
  }

  return {
    now: () => nowMs,
    sleep(ms) {
      return new Promise<void>((resolve) => {
        sequence += 1;
        timers.push({ dueAt: nowMs + Math.max(0, ms), sequence, resolve });
      });
    },
    async advanceBy(ms) {
      const until = nowMs + ms;
      await settleMicrotasks();
      for (;;) {
        const next = timers.reduce<number>(
          (earliest, timer) => Math.min(earliest, timer.dueAt),
          Number.POSITIVE_INFINITY,
        );
        if (next > until) break;
        const timer = popNextTimer();
        if (timer === undefined) break;
        fire(timer);
        await settleMicrotasks();
      }
      nowMs = until;
    },
    async run(work, limitMs = 24 * 60 * 60 * 1000) {
      const startedAt = nowMs;
      let settled = false;
      work.then(
        () => {
          settled = true;
        },
        () => {
          settled = true;
        },
      );
      for (;;) {
        await settleMicrotasks();
        if (settled) return work;
        const timer = popNextTimer();
        if (timer === undefined) {
          throw new Error('virtual clock: the work is still pending and no timer is left (deadlock)');
        }
        if (timer.dueAt - startedAt > limitMs) {
          throw new Error(`virtual clock: the work did not settle within ${limitMs} ms`);
        }
        fire(timer);
      }
    },
    get pendingTimerCount() {
      return timers.length;
    },
  };
}
