import { describe, expect, it } from 'vitest';
import { createVirtualClock } from './virtualClock.ts';

describe('createVirtualClock', () => {
  it('fires timers in due order when advanced, and only those due', async () => {
    const clock = createVirtualClock();
    const fired: string[] = [];
    void clock.sleep(300).then(() => fired.push('300'));
    void clock.sleep(100).then(() => fired.push('100'));
    void clock.sleep(1500).then(() => fired.push('1500'));
    await clock.advanceBy(400);
    expect(fired).toEqual(['100', '300']);
    expect(clock.now()).toBe(400);
    expect(clock.pendingTimerCount).toBe(1);
  });

  it('runs a piece of work to completion in virtual time', async () => {
    const clock = createVirtualClock(1000);
    async function work(): Promise<number> {
      await clock.sleep(300);
      await clock.sleep(1500);
      return clock.now();
    }
    await expect(clock.run(work())).resolves.toBe(2800);
  });

  it('reports a deadlock instead of hanging', async () => {
    const clock = createVirtualClock();
    await expect(clock.run(new Promise<void>(() => {}))).rejects.toThrow(/deadlock/);
  });

  it('stops at the time limit', async () => {
    const clock = createVirtualClock();
    async function forever(): Promise<void> {
      for (;;) await clock.sleep(1000);
    }
    await expect(clock.run(forever(), 10_000)).rejects.toThrow(/10000 ms/);
  });
});
