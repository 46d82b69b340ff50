/**
 * The session as an explicit state machine (conventions.md habit 8; spec
 * 000_0ea08b6e53459819.txt section 4 "Device connection": not connected, then connected
 * (setup, read info, users, ECG, pressure, temperature, oxygen read in that sequence), then
 * results are shown).
 */
export const SYNC_READING_ORDER = [
  'not-connected',
  'connected',
  'setup',
  'reading-info',
  'reading-users',
  'reading-ecg-list',
  'reading-pressure',
  'reading-temperature',
  'reading-oxygen',
  'done',
] as const;

export type SyncPhase = (typeof SYNC_READING_ORDER)[number] | 'failed' | 'cancelled';

/**
 * `advance`: the current step finished (a file that failed still advances; its failure is
 * recorded). `abort`: the session cannot go on (disconnection, device not answering).
 * `cancel`: the user cancelled.
 */
export type SyncEvent = 'advance' | 'abort' | 'cancel';

export type TerminalSyncPhase = 'done' | 'failed' | 'cancelled';

export function isTerminalPhase(phase: SyncPhase): phase is TerminalSyncPhase {
  return phase === 'done' || phase === 'failed' || phase === 'cancelled';
}

/** Pure transition function; terminal phases ignore every event. */
export function nextSyncPhase(phase: SyncPhase, event: SyncEvent): SyncPhase {
  if (isTerminalPhase(phase)) return phase;
  switch (event) {
    case 'abort':
      return 'failed';
    case 'cancel':
      return 'cancelled';
    case 'advance': {
      const index = SYNC_READING_ORDER.indexOf(phase);
      return SYNC_READING_ORDER[index + 1] ?? 'done';
    }
    default:
      return event satisfies never;
  }
}
