import { writeUint32 } from '../codec/bytes.ts';
import {
  LIVE_MONITOR_PREFIX,
  MONITOR_COMMANDS,
  PACKET_PAYLOAD_BYTES,
  STATUS_OK,
  STATUS_REFUSED,
  WRITE_CHUNK_BYTES,
} from '../codec/constants.ts';
import { type DecodedRequest, decodeRequest, encodeReply } from '../codec/frame.ts';
import type { Clock } from '../sync/clock.ts';
import { createFakeTransport, type FakeTransport } from '../transport/fakeTransport.ts';
import type { MonitorTransport } from '../transport/types.ts';
import { encodeFixtureDeviceInfo, encodeMonitorFiles, type MonitorFixture } from './fixture.ts';

/** Which reply a fault hits. Each fault fires on the first matching reply only. */
export type ReplyTarget =
  | { request: 'info' }
  | { request: 'open'; fileName: string }
  | { request: 'read'; fileName: string; packetNumber: number }
  | { request: 'close'; fileName: string };

/** Switches for the faults of issue 4; all off by default. */
export interface SimulatorFaults {
  /** PC-11 case 1: the first n writes are rejected as "GATT operation already in progress". */
  gattBusyWrites?: number;
  /** PC-11 case 2: the first n requests are answered with the `A5 5A` live-monitor stream. */
  liveMonitorRequests?: number;
  /** START_READ of these names is refused with status 1 (PC-3). */
  refusedFiles?: readonly string[];
  /** The reply's last notification is lost. */
  dropNotification?: readonly ReplyTarget[];
  /** The reply's second notification (its only one, for a one-notification reply) arrives twice. */
  duplicateNotification?: readonly ReplyTarget[];
  /** The reply's CRC byte is wrong. */
  corruptCrc?: readonly ReplyTarget[];
  /** Only the first half of the reply frame is sent. */
  truncateReply?: readonly ReplyTarget[];
  /** No reply at all. */
  silentReply?: readonly ReplyTarget[];
  /** A reply with a wrong packet number arrives before the right one (PC-5). */
  stalePacketBefore?: readonly ReplyTarget[];
  /** The link drops instead of answering. */
  disconnectAt?: ReplyTarget;
}

export interface SimulatorOptions {
  /**
   * Clock for realistic timing. Without one, every notification is delivered as a microtask
   * right after the write, which suits Storybook and unit tests that do not measure time.
   */
  clock?: Clock;
  /** Bytes per notification: 20 at the default MTU (ble-protocol.md §1). */
  notificationBytes?: number;
  /** Gap between notifications of one reply. */
  notificationIntervalMs?: number;
  /** Delay before the first notification of a reply. */
  replyLatencyMs?: number;
  /** PC-5: O2-family devices repeat the packet number; with false, replies carry 0. */
  echoPacketNumber?: boolean;
  /** Short acknowledgements: 4 bytes of payload (Checkme Pro code) or 0 (O2Ring traces). */
  shortAckPayloadBytes?: 0 | 4;
}

export interface SimulatedMonitor {
  /** Hand this to `syncMonitor` / `readEcgDetail`. */
  transport: MonitorTransport;
  /** Every request the monitor decoded, in order (invalid frames are ignored, as a device would). */
  readonly requests: readonly DecodedRequest[];
  /** The stored files, byte for byte. */
  readonly files: ReadonlyMap<string, Uint8Array<ArrayBuffer>>;
  /** Drops the link now, as if the monitor were switched off. */
  dropConnection(): void;
}

const decoder = new TextDecoder();

function targetMatches(target: ReplyTarget, actual: ReplyTarget): boolean {
  switch (target.request) {
    case 'info':
      return actual.request === 'info';
    case 'open':
    case 'close':
      return actual.request === target.request && actual.fileName === target.fileName;
    case 'read':
      return (
        actual.request === 'read' &&
        actual.fileName === target.fileName &&
        actual.packetNumber === target.packetNumber
      );
    default:
      return target satisfies never;
  }
}

/**
 * A monitor that speaks the protocol byte for byte from a fixture: it decodes and CRC-checks
 * each request, serves GET_INFO and the START_READ / READ_CONTENT / END_READ procedure, and
 * answers in notifications of `notificationBytes`, with switchable faults.
 */
export function createSimulatedMonitor(
  fixture: MonitorFixture,
  faults: SimulatorFaults = {},
  options: SimulatorOptions = {},
): SimulatedMonitor {
  const files = encodeMonitorFiles(fixture);
  const deviceInfo = encodeFixtureDeviceInfo(fixture);
  const notificationBytes = options.notificationBytes ?? WRITE_CHUNK_BYTES;
  const intervalMs = options.notificationIntervalMs ?? 7.5;
  const latencyMs = options.replyLatencyMs ?? 20;
  const echoPacketNumber = options.echoPacketNumber ?? true;
  const shortAck = new Uint8Array(options.shortAckPayloadBytes ?? 4);
  const requests: DecodedRequest[] = [];
  const firedFaults = new Set<ReplyTarget>();
  let liveMonitorLeft = faults.liveMonitorRequests ?? 0;
  let openFile: { name: string; bytes: Uint8Array<ArrayBuffer> } | null = null;

  function schedule(delayMs: number, action: () => void): void {
    if (options.clock) {
      void options.clock.sleep(delayMs).then(action);
    } else {
      void Promise.resolve().then(action);
    }
  }

  function takeFault(list: readonly ReplyTarget[] | undefined, actual: ReplyTarget): boolean {
    const target = list?.find((candidate) => !firedFaults.has(candidate) && targetMatches(candidate, actual));
    if (target === undefined) return false;
    firedFaults.add(target);
    return true;
  }

  function emit(frames: readonly Uint8Array[], target: ReplyTarget): void {
    let chunks: Uint8Array[] = [];
    for (const frame of frames) {
      for (let offset = 0; offset < frame.length; offset += notificationBytes) {
        chunks.push(frame.slice(offset, offset + notificationBytes));
      }
    }
    if (takeFault(faults.dropNotification, target)) {
      chunks = chunks.slice(0, -1);
    }
    if (takeFault(faults.duplicateNotification, target)) {
      const index = chunks.length > 1 ? 1 : 0;
      chunks = [...chunks.slice(0, index + 1), ...chunks.slice(index)];
    }
    chunks.forEach((chunk, index) => {
      schedule(latencyMs + index * intervalMs, () => transport.notify(chunk));
    });
  }

  function reply(target: ReplyTarget, status: number, packetNumber: number, payload: Uint8Array): void {
    if (
      faults.disconnectAt &&
      !firedFaults.has(faults.disconnectAt) &&
      targetMatches(faults.disconnectAt, target)
    ) {
      firedFaults.add(faults.disconnectAt);
      schedule(latencyMs, () => transport.dropConnection());
      return;
    }
    if (takeFault(faults.silentReply, target)) return;
    let frame = encodeReply(status, packetNumber, payload);
    if (takeFault(faults.corruptCrc, target)) {
      frame[frame.length - 1] = (frame[frame.length - 1] ?? 0) ^ 0x5a;
    }
    if (takeFault(faults.truncateReply, target)) {
      frame = frame.slice(0, Math.ceil(frame.length / 2));
    }
    const frames: Uint8Array[] = [];
    if (takeFault(faults.stalePacketBefore, target)) {
      frames.push(encodeReply(STATUS_OK, (packetNumber + 7) & 0xffff, payload.subarray(0, 3)));
    }
    frames.push(frame);
    emit(frames, target);
  }

  function handle(request: DecodedRequest): void {
    switch (request.command) {
      case MONITOR_COMMANDS.getInfo:
        reply({ request: 'info' }, STATUS_OK, 0, deviceInfo);
        return;
      case MONITOR_COMMANDS.startRead: {
        const nul = request.payload.indexOf(0);
        const fileName = decoder.decode(nul === -1 ? request.payload : request.payload.subarray(0, nul));
        const bytes = files.get(fileName);
        const target: ReplyTarget = { request: 'open', fileName };
        if (nul === -1 || bytes === undefined || faults.refusedFiles?.includes(fileName)) {
          openFile = null;
          reply(target, STATUS_REFUSED, 0, shortAck);
          return;
        }
        openFile = { name: fileName, bytes };
        const size = new Uint8Array(4);
        writeUint32(size, 0, bytes.length);
        reply(target, STATUS_OK, 0, size);
        return;
      }
      case MONITOR_COMMANDS.readContent: {
        const packetNumber = request.packetNumber;
        const start = packetNumber * PACKET_PAYLOAD_BYTES;
        if (openFile === null || start >= openFile.bytes.length) {
          reply(
            { request: 'read', fileName: openFile?.name ?? '', packetNumber },
            STATUS_REFUSED,
            0,
            shortAck,
          );
          return;
        }
        const payload = openFile.bytes.subarray(start, start + PACKET_PAYLOAD_BYTES);
        reply(
          { request: 'read', fileName: openFile.name, packetNumber },
          STATUS_OK,
          echoPacketNumber ? packetNumber : 0,
          payload,
        );
        return;
      }
      case MONITOR_COMMANDS.endRead: {
        const target: ReplyTarget = { request: 'close', fileName: openFile?.name ?? '' };
        openFile = null;
        reply(target, STATUS_OK, 0, shortAck);
        return;
      }
      case MONITOR_COMMANDS.ping:
        reply({ request: 'info' }, STATUS_OK, 0, shortAck);
        return;
      default:
        // Any other command is refused; this package never sends one (PC-2).
        reply({ request: 'info' }, STATUS_REFUSED, 0, shortAck);
    }
  }

  function streamLiveMonitor(): void {
    const live = new Uint8Array(notificationBytes);
    live[0] = LIVE_MONITOR_PREFIX[0];
    live[1] = LIVE_MONITOR_PREFIX[1];
    for (let index = 2; index < live.length; index += 1) live[index] = (index * 37) & 0xff;
    for (let burst = 0; burst < 3; burst += 1) {
      schedule(latencyMs + burst * intervalMs, () => transport.notify(live));
    }
  }

  const transport: FakeTransport = createFakeTransport({
    deviceName: fixture.deviceName,
    onWrite(bytes) {
      const decoded = decodeRequest(bytes);
      if (!decoded.success) return;
      requests.push(decoded.output);
      if (liveMonitorLeft > 0) {
        liveMonitorLeft -= 1;
        streamLiveMonitor();
        return;
      }
      handle(decoded.output);
    },
  });
  transport.failNextWrites('busy', faults.gattBusyWrites ?? 0);

  return {
    transport,
    get requests() {
      return requests;
    },
    files,
    dropConnection: () => transport.dropConnection(),
  };
}
