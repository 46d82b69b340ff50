import { readUint16 } from './bytes.ts';
import { FRAME_OVERHEAD_BYTES, FRAME_PREFIX_BYTES, PACKET_PAYLOAD_BYTES, REPLY_HEADER } from './constants.ts';
import { crc8 } from './crc8.ts';
import type { DecodedReply } from './frame.ts';

export interface ReplyAssembler {
  /** Appends one notification's bytes and returns every reply completed by them, in order. */
  push(chunk: Uint8Array): DecodedReply[];
  /** Bytes kept for a reply that has not completed yet (a copy). */
  leftover(): Uint8Array<ArrayBuffer>;
  /** Bytes skipped while looking for a header (noise, corrupted frames, request echoes). */
  readonly discardedByteCount: number;
  /** PC-9: forget everything buffered, before sending a new request. */
  clear(): void;
}

/**
 * Reassembles replies from notification chunks by length, as ble-protocol.md §6 prescribes:
 * skip to 0x55, check the status inverse, reject lengths above 512 (PC-8), wait for N + 8
 * bytes, and on a CRC mismatch drop one byte only, so a valid frame hidden behind a corrupted
 * one is still found. Every decision depends only on bytes already present, so the frames
 * found do not depend on how the stream was cut into notifications.
 */
export function createReplyAssembler(): ReplyAssembler {
  let buffer = new Uint8Array(2 * (PACKET_PAYLOAD_BYTES + FRAME_OVERHEAD_BYTES));
  let start = 0;
  let end = 0;
  let discarded = 0;

  function append(chunk: Uint8Array): void {
    if (end + chunk.length > buffer.length) {
      const kept = end - start;
      if (kept + chunk.length > buffer.length) {
        const grown = new Uint8Array(Math.max(buffer.length * 2, kept + chunk.length));
        grown.set(buffer.subarray(start, end), 0);
        buffer = grown;
      } else {
        buffer.copyWithin(0, start, end);
      }
      start = 0;
      end = kept;
    }
    buffer.set(chunk, end);
    end += chunk.length;
  }

  function dropOneByte(): void {
    start += 1;
    discarded += 1;
  }

  function extractFrames(): DecodedReply[] {
    const frames: DecodedReply[] = [];
    for (;;) {
      while (start < end && buffer[start] !== REPLY_HEADER) {
        dropOneByte();
      }
      const available = end - start;
      if (available < FRAME_PREFIX_BYTES) {
        break;
      }
      if (buffer[start + 2] !== ((buffer[start + 1] ?? 0) ^ 0xff)) {
        dropOneByte();
        continue;
      }
      const payloadLength = readUint16(buffer, start + 5);
      if (payloadLength > PACKET_PAYLOAD_BYTES) {
        dropOneByte();
        continue;
      }
      const frameLength = payloadLength + FRAME_OVERHEAD_BYTES;
      if (available < frameLength) {
        break;
      }
      if (crc8(buffer, start, start + frameLength - 1) !== buffer[start + frameLength - 1]) {
        dropOneByte();
        continue;
      }
      frames.push({
        status: buffer[start + 1] ?? 0,
        packetNumber: readUint16(buffer, start + 3),
        payload: buffer.slice(start + FRAME_PREFIX_BYTES, start + FRAME_PREFIX_BYTES + payloadLength),
      });
      start += frameLength;
    }
    if (start === end) {
      start = 0;
      end = 0;
    }
    return frames;
  }

  return {
    push(chunk) {
      append(chunk);
      return extractFrames();
    },
    leftover() {
      return buffer.slice(start, end);
    },
    get discardedByteCount() {
      return discarded;
    },
    clear() {
      start = 0;
      end = 0;
    },
  };
}
