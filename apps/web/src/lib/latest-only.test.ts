import { describe, expect, it } from 'vitest';
import { latestOnly } from './latest-only.ts';

/** A load whose answers come back when the test says. */
function controlledLoad() {
  const pending = new Map<string, (value: string) => void>();
  const load = (name: string) => new Promise<string>((resolve) => pending.set(name, resolve));
  const answer = (name: string) => pending.get(name)?.(`${name} loaded`);
  return { load, answer };
}

describe('a load where only the latest call counts', () => {
  it('drops an earlier call that comes back last, and its caller waits for the latest', async () => {
    const { load, answer } = controlledLoad();
    const applied: string[] = [];
    const activate = latestOnly(load, (result) => applied.push(result));
    const events: string[] = [];
    const first = activate('app').then(() => events.push(`first done with ${applied.at(-1)}`));
    const second = activate('app+identity').then(() => events.push(`second done with ${applied.at(-1)}`));
    answer('app+identity');
    await second;
    answer('app');
    await first;
    expect(applied).toEqual(['app+identity loaded']);
    expect(events).toEqual(['second done with app+identity loaded', 'first done with app+identity loaded']);
  });

  it('applies both, in order, when they come back in the order they were asked', async () => {
    const { load, answer } = controlledLoad();
    const applied: string[] = [];
    const activate = latestOnly(load, (result) => applied.push(result));
    const first = activate('app');
    answer('app');
    await first;
    const second = activate('app+identity');
    answer('app+identity');
    await second;
    expect(applied).toEqual(['app loaded', 'app+identity loaded']);
  });

  it('makes an earlier caller wait until the latest call is applied', async () => {
    const { load, answer } = controlledLoad();
    const applied: string[] = [];
    const activate = latestOnly(load, (result) => applied.push(result));
    let firstDone = false;
    const first = activate('app').then(() => {
      firstDone = true;
    });
    const second = activate('app+identity');
    answer('app');
    // The earlier call came back, but the latest has not: its caller still waits.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(firstDone).toBe(false);
    expect(applied).toEqual([]);
    answer('app+identity');
    await Promise.all([first, second]);
    expect(firstDone).toBe(true);
    expect(applied).toEqual(['app+identity loaded']);
  });
});
