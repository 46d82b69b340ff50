import { PACKET_PAYLOAD_BYTES } from './constants.ts';

export interface TransferPlan {
  /** READ_CONTENT requests needed: ceil(size / 512); 0 for an empty file (PC-4). */
  packetCount: number;
  /** Payload bytes of the last packet: size - 512 (n - 1); 0 for an empty file. */
  lastPacketPayloadLength: number;
}

/**
 * Packets needed to read a file of `fileSize` bytes (ble-protocol.md §5 step 3). A size that
 * is an exact multiple of 512 has no zero-length trailing packet.
 * @example planTransfer(1100) // { packetCount: 3, lastPacketPayloadLength: 76 }
 */
export function planTransfer(fileSize: number): TransferPlan {
  if (!Number.isSafeInteger(fileSize) || fileSize < 0) {
    throw new RangeError(`fileSize must be a non-negative integer of bytes, got ${fileSize}`);
  }
  if (fileSize === 0) {
    return { packetCount: 0, lastPacketPayloadLength: 0 };
  }
  const packetCount = Math.ceil(fileSize / PACKET_PAYLOAD_BYTES);
  return { packetCount, lastPacketPayloadLength: fileSize - PACKET_PAYLOAD_BYTES * (packetCount - 1) };
}

/** Payload bytes packet `packetIndex` (0-based) of the plan must carry (PC-6). */
export function expectedPacketPayloadLength(plan: TransferPlan, packetIndex: number): number {
  if (!Number.isInteger(packetIndex) || packetIndex < 0 || packetIndex >= plan.packetCount) {
    throw new RangeError(`packetIndex must be from 0 to ${plan.packetCount - 1}, got ${packetIndex}`);
  }
  return packetIndex === plan.packetCount - 1 ? plan.lastPacketPayloadLength : PACKET_PAYLOAD_BYTES;
}
