import { readUint32 } from '../codec/bytes.ts';
import { MAX_FILE_BYTES, STATUS_OK } from '../codec/constants.ts';
import { monitorRequests } from '../codec/frame.ts';
import { expectedPacketPayloadLength, planTransfer } from '../codec/transferPlan.ts';
import { type Channel, type ExchangeFailureReason, exchange } from './exchange.ts';

/** Why a file could not be read; `ExchangeFailureReason` plus the checks of §5. */
export type FileFailureReason =
  | ExchangeFailureReason
  | 'device-error'
  | 'bad-reply'
  | 'file-too-large'
  | 'bad-packet'
  | 'size-mismatch';

export type FileReadOutcome =
  | { kind: 'read'; bytes: Uint8Array<ArrayBuffer>; endReadProblem: string | null }
  | { kind: 'unavailable'; status: number }
  | { kind: 'failed'; reason: FileFailureReason; message: string };

export interface PacketProgress {
  fileName: string;
  /** 1-based packet just received. */
  packet: number;
  packetCount: number;
}

/** PC-3, PC-7: END_READ after a failure or refusal is best-effort; its outcome is ignored. */
async function closeBestEffort(channel: Channel): Promise<void> {
  if (channel.disconnected) return;
  await exchange(channel, monitorRequests.endRead());
}

function failed(reason: FileFailureReason, message: string): FileReadOutcome {
  return { kind: 'failed', reason, message };
}

/**
 * Reads one file with START_READ / READ_CONTENT / END_READ (ble-protocol.md §5).
 * Refusal is "file unavailable" (PC-3); size 0 is an empty file and above 1 MiB corrupt (PC-4);
 * a reply is accepted for packet k when its number is k or 0 (PC-5); oversized or short
 * non-final packets abort (PC-6); END_READ problems are reported but keep the data (PC-7).
 */
export async function readMonitorFile(
  channel: Channel,
  fileName: string,
  onPacket: (progress: PacketProgress) => void = () => {},
): Promise<FileReadOutcome> {
  const opened = await exchange(channel, monitorRequests.startRead(fileName));
  if (!opened.ok) {
    if (opened.reason === 'timeout' || opened.reason === 'busy' || opened.reason === 'live-monitor') {
      await closeBestEffort(channel);
    }
    return failed(opened.reason, `opening ${fileName}: ${opened.message}`);
  }
  if (opened.reply.status !== STATUS_OK) {
    await closeBestEffort(channel);
    return { kind: 'unavailable', status: opened.reply.status };
  }
  if (opened.reply.payload.length < 4) {
    await closeBestEffort(channel);
    return failed(
      'bad-reply',
      `${fileName}: the open reply carries ${opened.reply.payload.length} bytes, not a 4-byte size`,
    );
  }
  const fileSize = readUint32(opened.reply.payload, 0);
  if (fileSize > MAX_FILE_BYTES) {
    await closeBestEffort(channel);
    return failed('file-too-large', `${fileName}: announced ${fileSize} bytes, more than 1 MiB`);
  }
  const plan = planTransfer(fileSize);
  const contents = new Uint8Array(fileSize);
  let received = 0;
  for (let packetIndex = 0; packetIndex < plan.packetCount; packetIndex += 1) {
    const packet = await exchange(
      channel,
      monitorRequests.readContent(packetIndex),
      (reply) => reply.packetNumber === packetIndex || reply.packetNumber === 0,
    );
    if (!packet.ok) {
      if (packet.reason !== 'disconnected' && packet.reason !== 'cancelled') {
        await closeBestEffort(channel);
      }
      return failed(
        packet.reason,
        `${fileName} packet ${packetIndex + 1}/${plan.packetCount}: ${packet.message}`,
      );
    }
    if (packet.reply.status !== STATUS_OK) {
      await closeBestEffort(channel);
      return failed('device-error', `${fileName} packet ${packetIndex + 1}: status ${packet.reply.status}`);
    }
    const expected = expectedPacketPayloadLength(plan, packetIndex);
    if (packet.reply.payload.length !== expected) {
      await closeBestEffort(channel);
      return failed(
        'bad-packet',
        `${fileName} packet ${packetIndex + 1}: ${packet.reply.payload.length} bytes, expected ${expected}`,
      );
    }
    contents.set(packet.reply.payload, received);
    received += packet.reply.payload.length;
    onPacket({ fileName, packet: packetIndex + 1, packetCount: plan.packetCount });
  }
  // §5 step 6: the buffer must be exactly the announced size; the per-packet checks above
  // guarantee it, and this check keeps that guarantee explicit.
  if (received !== fileSize) {
    await closeBestEffort(channel);
    return failed('size-mismatch', `${fileName}: received ${received} of ${fileSize} bytes`);
  }
  const closed = await exchange(channel, monitorRequests.endRead());
  let endReadProblem: string | null = null;
  if (!closed.ok) {
    // PC-7: the data is whole; a disconnection is seen by the caller through the channel.
    endReadProblem = `closing ${fileName}: ${closed.message}`;
  } else if (closed.reply.status !== STATUS_OK) {
    endReadProblem = `closing ${fileName}: status ${closed.reply.status}`;
  }
  return { kind: 'read', bytes: contents, endReadProblem };
}
