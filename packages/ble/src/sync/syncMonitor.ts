import {
  BUSY_RETRY_DELAY_MS,
  MAX_BUSY_RETRIES,
  MONITOR_FILES,
  pressureFileName,
} from '../codec/constants.ts';
import { type DeviceInfo, parseDeviceInfo } from '../codec/deviceInfo.ts';
import { monitorRequests } from '../codec/frame.ts';
import {
  type EcgListRecord,
  type MonitorUser,
  type OxygenRecord,
  type PressureRecord,
  parseEcgList,
  parseOxygenRecords,
  parsePressureRecords,
  parseTemperatureRecords,
  parseUsers,
  type RecordList,
  type TemperatureFileName,
  type TemperatureRecord,
} from '../codec/records.ts';
import type { CodecResult } from '../codec/result.ts';
import type { MonitorTransport, TransportOutcome } from '../transport/types.ts';
import type { CancellationSignal, Clock } from './clock.ts';
import { type Channel, exchange, openChannel } from './exchange.ts';
import { type FileFailureReason, type PacketProgress, readMonitorFile } from './fileTransfer.ts';
import { nextSyncPhase, type SyncEvent, type SyncPhase } from './syncState.ts';

/** Why a step failed; file-level reasons plus session-level ones. */
export type SyncFailureReason =
  | FileFailureReason
  | 'connection-failed'
  | 'notifications-failed'
  | 'invalid-device-info'
  | 'not-read';

export interface SyncFailure {
  /** The phase the failure happened in. */
  phase: SyncPhase;
  /** The file concerned; null for connection, setup and device info. */
  fileName: string | null;
  reason: SyncFailureReason;
  message: string;
}

export type SyncWarningCode = 'trailing_partial_record' | 'end_read_failed';

export interface SyncWarning {
  fileName: string;
  code: SyncWarningCode;
  message: string;
}

export interface UserPressureRecords {
  userId: number;
  userName: string;
  fileName: string;
  records: PressureRecord[];
}

/** A plain data object the Files page can show directly. */
export interface MonitorSyncResult {
  status: 'completed' | 'failed' | 'cancelled';
  /** Phase the session ended in: `done`, `failed` or `cancelled`. */
  phase: SyncPhase;
  deviceName: string;
  /** Serial number, model, software version; null when not read. */
  deviceInfo: DeviceInfo | null;
  users: MonitorUser[];
  ecgList: EcgListRecord[];
  /** One entry per user whose pressure file was read, in `usr.dat` order. */
  pressureByUser: UserPressureRecords[];
  temperature: TemperatureRecord[];
  /** Which name answered (PC-12); null when neither did. */
  temperatureFileName: TemperatureFileName | null;
  oxygen: OxygenRecord[];
  /** PC-3: files the monitor refused (spec section 8: "Device file absent: only logged"). */
  unavailableFiles: string[];
  /** One entry per file (or session step) that could not be read; never silent. */
  failures: SyncFailure[];
  warnings: SyncWarning[];
  /** Duration on the injected clock. */
  elapsedMs: number;
}

export type SyncProgressEvent =
  | { type: 'phase'; phase: SyncPhase }
  | { type: 'file'; phase: SyncPhase; fileName: string }
  | ({ type: 'packet'; phase: SyncPhase } & PacketProgress);

export interface SyncMonitorOptions {
  /** Injected time: `systemClock` in the browser, a virtual clock in tests. */
  clock: Clock;
  /** Cancellation, checked at every poll; an AbortSignal fits. */
  signal?: CancellationSignal;
  /** Phase changes, file starts and "packet k of n", for a progress bar. */
  onProgress?: (event: SyncProgressEvent) => void;
}

interface Session {
  channel: Channel;
  phase: SyncPhase;
  result: MonitorSyncResult;
  options: SyncMonitorOptions;
}

function transition(session: Session, event: SyncEvent): void {
  session.phase = nextSyncPhase(session.phase, event);
  session.options.onProgress?.({ type: 'phase', phase: session.phase });
}

function recordFailure(
  session: Session,
  fileName: string | null,
  reason: SyncFailureReason,
  message: string,
): void {
  session.result.failures.push({ phase: session.phase, fileName, reason, message });
}

/** Session-level interruptions end the sync; anything else lets the sequence continue. */
function isSessionEnding(reason: SyncFailureReason): boolean {
  return reason === 'disconnected' || reason === 'cancelled';
}

async function withBusyRetries(
  clock: Clock,
  operation: () => Promise<TransportOutcome>,
): Promise<TransportOutcome> {
  let outcome = await operation();
  for (let retry = 0; retry < MAX_BUSY_RETRIES && !outcome.ok && outcome.reason === 'busy'; retry += 1) {
    await clock.sleep(BUSY_RETRY_DELAY_MS);
    outcome = await operation();
  }
  return outcome;
}

type ListParser<Entry> = (bytes: Uint8Array) => CodecResult<RecordList<Entry>>;

interface ListOutcome<Entry> {
  /** The records, or null when the file is unavailable (PC-3) or failed (recorded). */
  records: Entry[] | null;
  /** The session must end (disconnection or cancellation). */
  stop: boolean;
}

/** Reads one list file and parses it; failures and warnings go into the result. */
async function readList<Entry>(
  session: Session,
  fileName: string,
  parse: ListParser<Entry>,
): Promise<ListOutcome<Entry>> {
  const { onProgress } = session.options;
  onProgress?.({ type: 'file', phase: session.phase, fileName });
  const outcome = await readMonitorFile(session.channel, fileName, (progress) =>
    onProgress?.({ type: 'packet', phase: session.phase, ...progress }),
  );
  switch (outcome.kind) {
    case 'unavailable':
      session.result.unavailableFiles.push(fileName);
      return { records: null, stop: false };
    case 'failed':
      recordFailure(session, fileName, outcome.reason, outcome.message);
      return { records: null, stop: isSessionEnding(outcome.reason) };
    case 'read': {
      if (outcome.endReadProblem !== null) {
        session.result.warnings.push({ fileName, code: 'end_read_failed', message: outcome.endReadProblem });
      }
      // A disconnection or cancellation during END_READ keeps the whole file (PC-7) and then
      // ends the session.
      const stop = session.channel.disconnected || session.options.signal?.aborted === true;
      const parsed = parse(outcome.bytes);
      if (!parsed.success) {
        recordFailure(session, fileName, 'bad-reply', parsed.issues.map((issue) => issue.message).join('; '));
        return { records: null, stop };
      }
      if (parsed.output.trailingByteCount > 0) {
        session.result.warnings.push({
          fileName,
          code: 'trailing_partial_record',
          message: `${parsed.output.trailingByteCount} bytes after the last whole ${parsed.output.recordBytes}-byte record were ignored`,
        });
      }
      return { records: parsed.output.records, stop };
    }
    default:
      return outcome satisfies never;
  }
}

function finish(session: Session, startedAt: number): MonitorSyncResult {
  const { result } = session;
  result.phase = session.phase;
  result.status =
    session.phase === 'done' ? 'completed' : session.phase === 'cancelled' ? 'cancelled' : 'failed';
  result.elapsedMs = session.options.clock.now() - startedAt;
  return result;
}

/** Ends the session early, listing the files it will not read so nothing is lost silently. */
function stop(session: Session, startedAt: number, unreadFiles: readonly string[]): MonitorSyncResult {
  const last = session.result.failures.at(-1);
  const cancelled = session.options.signal?.aborted === true || last?.reason === 'cancelled';
  for (const fileName of unreadFiles) {
    recordFailure(session, fileName, 'not-read', 'the session ended before this file was read');
  }
  transition(session, cancelled ? 'cancel' : 'abort');
  return finish(session, startedAt);
}

/** The files the sequence would still read after `phase`, given the users known so far. */
function filesAfter(phase: SyncPhase, users: readonly MonitorUser[], pressureDone = 0): string[] {
  const pressure = users.slice(pressureDone).map((user) => pressureFileName(user.id));
  const tail = [MONITOR_FILES.temperature, MONITOR_FILES.oxygen];
  switch (phase) {
    case 'reading-users':
      return [MONITOR_FILES.ecgList, ...pressure, ...tail];
    case 'reading-ecg-list':
    case 'reading-pressure':
      return [...pressure, ...tail];
    case 'reading-temperature':
      return [MONITOR_FILES.oxygen];
    default:
      return [];
  }
}

/**
 * Connects, sets up notifications and reads info, users, ECG list, pressure per user,
 * temperature and oxygen, in the spec's order (000_0ea08b6e53459819.txt section 4; ble-protocol.md
 * §8). A file that fails is recorded in `failures` and the sequence goes on; a disconnection,
 * a silent device at GET_INFO or a cancellation ends the session and lists the unread files.
 * Leaves the transport connected so an ECG detail can be read on demand.
 */
export async function syncMonitor(
  transport: MonitorTransport,
  options: SyncMonitorOptions,
): Promise<MonitorSyncResult> {
  const { clock, signal } = options;
  const startedAt = clock.now();
  const { channel, close } = openChannel(transport, clock, signal);
  const session: Session = {
    channel,
    phase: 'not-connected',
    options,
    result: {
      status: 'failed',
      phase: 'not-connected',
      deviceName: transport.deviceName,
      deviceInfo: null,
      users: [],
      ecgList: [],
      pressureByUser: [],
      temperature: [],
      temperatureFileName: null,
      oxygen: [],
      unavailableFiles: [],
      failures: [],
      warnings: [],
      elapsedMs: 0,
    },
  };
  try {
    return await runSequence(session, startedAt);
  } finally {
    close();
  }
}

async function runSequence(session: Session, startedAt: number): Promise<MonitorSyncResult> {
  const { channel, result } = session;
  const { transport, clock } = channel;
  const everyFile = [MONITOR_FILES.users, ...filesAfter('reading-users', [])];

  const connected = await withBusyRetries(clock, () => transport.connect());
  if (!connected.ok) {
    recordFailure(session, null, 'connection-failed', connected.message);
    return stop(session, startedAt, everyFile);
  }
  transition(session, 'advance');
  transition(session, 'advance');
  const notifying = await withBusyRetries(clock, () => transport.startNotifications());
  if (!notifying.ok) {
    recordFailure(
      session,
      null,
      notifying.reason === 'disconnected' ? 'disconnected' : 'notifications-failed',
      notifying.message,
    );
    return stop(session, startedAt, everyFile);
  }

  transition(session, 'advance');
  const info = await exchange(channel, monitorRequests.getInfo());
  if (!info.ok) {
    // ble-protocol.md §7: a GET_INFO timeout aborts the whole sync; the device is not answering.
    recordFailure(session, null, info.reason, `reading device info: ${info.message}`);
    return stop(session, startedAt, everyFile);
  }
  const deviceInfo = info.reply.status === 0 ? parseDeviceInfo(info.reply.payload) : null;
  if (deviceInfo?.success) {
    result.deviceInfo = deviceInfo.output;
  } else {
    const message =
      deviceInfo === null
        ? `GET_INFO refused with status ${info.reply.status}`
        : deviceInfo.issues.map((issue) => issue.message).join('; ');
    recordFailure(session, null, 'invalid-device-info', message);
  }

  transition(session, 'advance');
  const users = await readList(session, MONITOR_FILES.users, parseUsers);
  result.users = users.records ?? [];
  if (users.stop) return stop(session, startedAt, filesAfter('reading-users', result.users));

  transition(session, 'advance');
  const ecgList = await readList(session, MONITOR_FILES.ecgList, parseEcgList);
  result.ecgList = ecgList.records ?? [];
  if (ecgList.stop) return stop(session, startedAt, filesAfter('reading-ecg-list', result.users));

  transition(session, 'advance');
  for (const [index, user] of result.users.entries()) {
    const fileName = pressureFileName(user.id);
    const pressure = await readList(session, fileName, (bytes) => parsePressureRecords(bytes, user.id));
    if (pressure.records !== null) {
      result.pressureByUser.push({
        userId: user.id,
        userName: user.name,
        fileName,
        records: pressure.records,
      });
    }
    if (pressure.stop)
      return stop(session, startedAt, filesAfter('reading-pressure', result.users, index + 1));
  }

  transition(session, 'advance');
  // PC-12: the spec's temp.dat first; if the monitor refuses it, the vendor's tmp.dat.
  for (const fileName of [MONITOR_FILES.temperature, MONITOR_FILES.temperatureVendor] as const) {
    const temperature = await readList(session, fileName, (bytes) =>
      parseTemperatureRecords(bytes, fileName),
    );
    if (temperature.records !== null) {
      result.temperature = temperature.records;
      result.temperatureFileName = fileName;
    }
    if (temperature.stop) return stop(session, startedAt, filesAfter('reading-temperature', result.users));
    if (temperature.records !== null || !result.unavailableFiles.includes(fileName)) break;
  }

  transition(session, 'advance');
  const oxygen = await readList(session, MONITOR_FILES.oxygen, parseOxygenRecords);
  result.oxygen = oxygen.records ?? [];
  if (oxygen.stop) return stop(session, startedAt, []);

  transition(session, 'advance');
  return finish(session, startedAt);
}
