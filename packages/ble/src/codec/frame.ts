import { readUint16, writeUint16 } from './bytes.ts';
import {
  FRAME_OVERHEAD_BYTES,
  FRAME_PREFIX_BYTES,
  MAX_FILE_NAME_LENGTH,
  MONITOR_COMMANDS,
  type MonitorCommand,
  PACKET_PAYLOAD_BYTES,
  REPLY_HEADER,
  REQUEST_HEADER,
  WRITE_CHUNK_BYTES,
} from './constants.ts';
import { crc8 } from './crc8.ts';
import { type CodecResult, fail, succeed } from './result.ts';

/** A reply frame's fields (ble-protocol.md §2.2). A reply never repeats the command code. */
export interface DecodedReply {
  /** 0 = OK, anything else = refused or error. */
  status: number;
  packetNumber: number;
  payload: Uint8Array<ArrayBuffer>;
}

/** A request frame's fields (ble-protocol.md §2.1); decoded by the simulated monitor. */
export interface DecodedRequest {
  command: number;
  packetNumber: number;
  payload: Uint8Array<ArrayBuffer>;
}

export type FrameIssueCode = 'crc_mismatch' | 'bad_header' | 'truncated' | 'too_long';

const ALLOWED_COMMANDS: ReadonlySet<number> = new Set(Object.values(MONITOR_COMMANDS));

function encodeFrame(
  header: number,
  code: number,
  packetNumber: number,
  payload: Uint8Array,
): Uint8Array<ArrayBuffer> {
  if (!Number.isInteger(packetNumber) || packetNumber < 0 || packetNumber > 0xffff) {
    throw new RangeError(`packetNumber must be an integer from 0 to 65535, got ${packetNumber}`);
  }
  if (payload.length > PACKET_PAYLOAD_BYTES) {
    throw new RangeError(`payload must be at most ${PACKET_PAYLOAD_BYTES} bytes, got ${payload.length}`);
  }
  const frame = new Uint8Array(payload.length + FRAME_OVERHEAD_BYTES);
  frame[0] = header;
  frame[1] = code;
  frame[2] = code ^ 0xff;
  writeUint16(frame, 3, packetNumber);
  writeUint16(frame, 5, payload.length);
  frame.set(payload, FRAME_PREFIX_BYTES);
  frame[frame.length - 1] = crc8(frame, 0, frame.length - 1);
  return frame;
}

/**
 * Encodes a host-to-monitor request (ble-protocol.md §2.1).
 * Throws RangeError for a command outside the read-only set (PC-2), a packet number outside
 * 0-65535 or a payload above 512 bytes: those are programming errors, not device input.
 * @example encodeRequest(MONITOR_COMMANDS.getInfo, 0) // AA 14 EB 00 00 00 00 C6
 */
export function encodeRequest(
  command: MonitorCommand,
  packetNumber: number,
  payload: Uint8Array = new Uint8Array(0),
): Uint8Array<ArrayBuffer> {
  if (!ALLOWED_COMMANDS.has(command)) {
    throw new RangeError(`command 0x${command.toString(16)} is not one this package may send (PC-2)`);
  }
  return encodeFrame(REQUEST_HEADER, command, packetNumber, payload);
}

/**
 * START_READ payload: the ASCII file name plus one NUL (ble-protocol.md §4; an O2Ring refuses a
 * name without the NUL with status 9). Throws RangeError on names above 30 characters or non-ASCII.
 */
export function encodeFileName(fileName: string): Uint8Array<ArrayBuffer> {
  if (fileName.length === 0 || fileName.length > MAX_FILE_NAME_LENGTH || !/^[\x21-\x7e]+$/.test(fileName)) {
    throw new RangeError(
      `file name must be 1-${MAX_FILE_NAME_LENGTH} printable ASCII characters, got "${fileName}"`,
    );
  }
  const payload = new Uint8Array(fileName.length + 1);
  for (let index = 0; index < fileName.length; index += 1) {
    payload[index] = fileName.charCodeAt(index);
  }
  return payload;
}

/** The four requests of the file-transfer procedure (ble-protocol.md §5), ready to write. */
export const monitorRequests = {
  getInfo: (): Uint8Array<ArrayBuffer> => encodeRequest(MONITOR_COMMANDS.getInfo, 0),
  startRead: (fileName: string): Uint8Array<ArrayBuffer> =>
    encodeRequest(MONITOR_COMMANDS.startRead, 0, encodeFileName(fileName)),
  readContent: (packetNumber: number): Uint8Array<ArrayBuffer> =>
    encodeRequest(MONITOR_COMMANDS.readContent, packetNumber),
  endRead: (): Uint8Array<ArrayBuffer> => encodeRequest(MONITOR_COMMANDS.endRead, 0),
  ping: (): Uint8Array<ArrayBuffer> => encodeRequest(MONITOR_COMMANDS.ping, 0),
} as const;

/** Encodes a monitor-to-host reply (ble-protocol.md §2.2); used by the simulated monitor. */
export function encodeReply(
  status: number,
  packetNumber: number,
  payload: Uint8Array = new Uint8Array(0),
): Uint8Array<ArrayBuffer> {
  if (!Number.isInteger(status) || status < 0 || status > 0xff) {
    throw new RangeError(`status must be a byte, got ${status}`);
  }
  return encodeFrame(REPLY_HEADER, status, packetNumber, payload);
}

interface FrameFields {
  code: number;
  packetNumber: number;
  payload: Uint8Array<ArrayBuffer>;
}

function decodeFrame(
  bytes: Uint8Array,
  header: number,
  what: string,
): CodecResult<FrameFields, FrameIssueCode> {
  if (bytes.length === 0) {
    return fail('truncated', `${what} is empty`);
  }
  if (bytes[0] !== header) {
    return fail(
      'bad_header',
      `${what} starts with 0x${(bytes[0] ?? 0).toString(16)}, expected 0x${header.toString(16)}`,
    );
  }
  if (bytes.length < FRAME_PREFIX_BYTES) {
    return fail('truncated', `${what} has ${bytes.length} bytes, fewer than the 7-byte prefix`);
  }
  const code = bytes[1] ?? 0;
  if (bytes[2] !== (code ^ 0xff)) {
    return fail('bad_header', `${what} byte 2 is not the inverse of byte 1`);
  }
  const payloadLength = readUint16(bytes, 5);
  if (payloadLength > PACKET_PAYLOAD_BYTES) {
    // PC-8: a length above 512 is implausible for this protocol.
    return fail(
      'too_long',
      `${what} announces ${payloadLength} payload bytes, more than ${PACKET_PAYLOAD_BYTES}`,
    );
  }
  const frameLength = payloadLength + FRAME_OVERHEAD_BYTES;
  if (bytes.length < frameLength) {
    return fail('truncated', `${what} has ${bytes.length} of its ${frameLength} bytes`);
  }
  if (bytes.length > frameLength) {
    return fail('too_long', `${what} has ${bytes.length} bytes, its length field allows ${frameLength}`);
  }
  const expectedCrc = crc8(bytes, 0, frameLength - 1);
  if (bytes[frameLength - 1] !== expectedCrc) {
    return fail(
      'crc_mismatch',
      `${what} CRC is 0x${(bytes[frameLength - 1] ?? 0).toString(16)}, computed 0x${expectedCrc.toString(16)}`,
    );
  }
  return succeed({
    code,
    packetNumber: readUint16(bytes, 3),
    payload: bytes.slice(FRAME_PREFIX_BYTES, FRAME_PREFIX_BYTES + payloadLength),
  });
}

/**
 * Decodes and validates one complete reply frame (ble-protocol.md §2.2, §3).
 * Issues: `bad_header` (not 0x55, or status inverse wrong), `truncated` (fewer bytes than the
 * length field needs), `too_long` (length above 512, or extra bytes), `crc_mismatch`.
 */
export function decodeReply(bytes: Uint8Array): CodecResult<DecodedReply, FrameIssueCode> {
  const decoded = decodeFrame(bytes, REPLY_HEADER, 'reply');
  if (!decoded.success) {
    return decoded;
  }
  const { code, packetNumber, payload } = decoded.output;
  return succeed({ status: code, packetNumber, payload });
}

/** Decodes and validates one complete request frame (ble-protocol.md §2.1). */
export function decodeRequest(bytes: Uint8Array): CodecResult<DecodedRequest, FrameIssueCode> {
  const decoded = decodeFrame(bytes, REQUEST_HEADER, 'request');
  if (!decoded.success) {
    return decoded;
  }
  const { code, packetNumber, payload } = decoded.output;
  return succeed({ command: code, packetNumber, payload });
}

/** PC-1: the pieces, in order, in which a request is written (at most 20 bytes each). */
export function splitIntoWriteChunks(
  bytes: Uint8Array<ArrayBuffer>,
  chunkBytes: number = WRITE_CHUNK_BYTES,
): Uint8Array<ArrayBuffer>[] {
  if (!Number.isInteger(chunkBytes) || chunkBytes < 1) {
    throw new RangeError(`chunkBytes must be a positive integer, got ${chunkBytes}`);
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (let offset = 0; offset < bytes.length; offset += chunkBytes) {
    chunks.push(bytes.slice(offset, offset + chunkBytes));
  }
  return chunks;
}
