import { describe, expect, it } from 'vitest';
import { isTerminalPhase, nextSyncPhase, SYNC_READING_ORDER, type SyncPhase } from './syncState.ts';

describe('nextSyncPhase', () => {
  it('advances through the spec order: not connected, connected, setup, info, users, ECG, pressure, temperature, oxygen, done', () => {
    const visited: SyncPhase[] = ['not-connected'];
    while (!isTerminalPhase(visited.at(-1) ?? 'done')) {
      visited.push(nextSyncPhase(visited.at(-1) ?? 'done', 'advance'));
    }
    expect(visited).toEqual([...SYNC_READING_ORDER]);
  });

  it('goes to failed on abort and to cancelled on cancel from any non-terminal phase', () => {
    for (const phase of SYNC_READING_ORDER.filter((candidate) => candidate !== 'done')) {
      expect(nextSyncPhase(phase, 'abort')).toBe('failed');
      expect(nextSyncPhase(phase, 'cancel')).toBe('cancelled');
    }
  });

  it('ignores every event in a terminal phase', () => {
    for (const phase of ['done', 'failed', 'cancelled'] as const) {
      for (const event of ['advance', 'abort', 'cancel'] as const) {
        expect(nextSyncPhase(phase, event)).toBe(phase);
      }
    }
  });
});
