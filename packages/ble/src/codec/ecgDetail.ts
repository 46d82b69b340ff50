/**
 * The ECG detail file named `YYYYMMDDhhmmss` (ble-protocol.md §9.7): header, heart-rate
 * section, waveform section. Spec 000_0ea08b6e53459819.txt section 2 "Files": the detail draws
 * a waveform; section 7: "ECG detail reads a file named by date and time".
 */
import { readInt16, readUint16, readUint32, writeInt16, writeUint16, writeUint32 } from './bytes.ts';
import { type EcgMode, ecgModeFromCode } from './records.ts';
import { type CodecResult, fail, succeed } from './result.ts';

/** Older parsers use a 19-byte header; the current vendor library a 21-byte one with QT. */
export type EcgHeaderBytes = 19 | 21;

/** PC-19: samples are returned at the stored rate. */
export const ECG_SAMPLE_RATE_HZ = 250;

/** mV = raw × 4033 / (32767 × 12 × 8), about 0.0012821 mV per count (ble-protocol.md §9.7). */
export const ECG_MILLIVOLTS_PER_COUNT = 4033 / (32767 * 12 * 8);

/** Result-code bits 0-7 (ble-protocol.md §9.7). */
export const ECG_FINDINGS = [
  'high-heart-rate',
  'low-heart-rate',
  'high-qrs',
  'high-st',
  'low-st',
  'irregular-rhythm',
  'suspected-premature-beat',
  'unable-to-analyse',
] as const;

export type EcgFinding = (typeof ECG_FINDINGS)[number];

export interface EcgAnalysis {
  code: number;
  /** Code 0: regular rhythm. */
  regular: boolean;
  findings: EcgFinding[];
}

export type EcgFilter = 'normal' | 'wide' | 'unknown';

export interface EcgDetailFields {
  averageHeartRateBpm: number;
  /** Signed; the unit is not documented, so the raw value is exposed. */
  stRaw: number;
  qrsMs: number;
  pvcCount: number;
  qtcMs: number;
  /** Present only in the 21-byte header. */
  qtMs: number | null;
  resultCode: number;
  modeCode: number;
  /** 0 normal, 1 wide. */
  filterCode: number;
  heartRateValuesBpm: number[];
  /** Stored signed 16-bit samples at 250 Hz. */
  samplesRaw: number[];
}

export interface EcgDetail extends EcgDetailFields {
  headerBytes: EcgHeaderBytes;
  analysis: EcgAnalysis;
  mode: EcgMode;
  filter: EcgFilter;
  samplesMillivolts: number[];
  sampleRateHz: typeof ECG_SAMPLE_RATE_HZ;
  /** (sample count − 1) / 250: a 30 s recording stores 7501 samples. */
  durationSeconds: number;
  /** Fewer heart-rate or waveform bytes were present than the header announces. */
  truncated: boolean;
  /** Bytes after the announced sections that were ignored. */
  extraByteCount: number;
}

export type EcgDetailIssueCode = 'truncated';

/** PC-20: 0xFF means "unable to analyse" alone, not every flag at once. */
export function describeEcgAnalysis(code: number): EcgAnalysis {
  if (code === 0xff) {
    return { code, regular: false, findings: ['unable-to-analyse'] };
  }
  return {
    code,
    regular: code === 0,
    findings: ECG_FINDINGS.filter((_, bit) => (code & (1 << bit)) !== 0),
  };
}

/** PC-18: 19 or 21 when the file length says so, otherwise 21. */
function deriveHeaderBytes(
  fileLength: number,
  heartRateBytes: number,
  waveformBytes: number,
): EcgHeaderBytes {
  const derived = fileLength - heartRateBytes - waveformBytes;
  return derived === 19 ? 19 : 21;
}

/** Parses an ECG detail file; fails only when even the header is incomplete. */
export function parseEcgDetail(bytes: Uint8Array): CodecResult<EcgDetail, EcgDetailIssueCode> {
  if (bytes.length < 19) {
    return fail('truncated', `ECG detail has ${bytes.length} bytes, fewer than the 19-byte header`);
  }
  const heartRateBytes = readUint16(bytes, 0);
  const waveformBytes = readUint32(bytes, 2);
  const headerBytes = deriveHeaderBytes(bytes.length, heartRateBytes, waveformBytes);
  if (bytes.length < headerBytes) {
    return fail(
      'truncated',
      `ECG detail has ${bytes.length} bytes, fewer than the ${headerBytes}-byte header`,
    );
  }
  const heartRateAvailable = Math.min(heartRateBytes, bytes.length - headerBytes);
  const heartRateValuesBpm: number[] = [];
  for (let index = 0; index + 1 < heartRateAvailable; index += 2) {
    heartRateValuesBpm.push(readUint16(bytes, headerBytes + index));
  }
  const waveformStart = headerBytes + heartRateBytes;
  const waveformAvailable = Math.max(0, Math.min(waveformBytes, bytes.length - waveformStart));
  const sampleCount = Math.floor(waveformAvailable / 2);
  const samplesRaw: number[] = new Array(sampleCount);
  const samplesMillivolts: number[] = new Array(sampleCount);
  for (let index = 0; index < sampleCount; index += 1) {
    const raw = readInt16(bytes, waveformStart + index * 2);
    samplesRaw[index] = raw;
    samplesMillivolts[index] = raw * ECG_MILLIVOLTS_PER_COUNT;
  }
  const resultCode = bytes[16] ?? 0;
  const modeCode = bytes[17] ?? 0;
  const filterCode = bytes[18] ?? 0;
  return succeed({
    headerBytes,
    averageHeartRateBpm: readUint16(bytes, 6),
    stRaw: readInt16(bytes, 8),
    qrsMs: readUint16(bytes, 10),
    pvcCount: readUint16(bytes, 12),
    qtcMs: readUint16(bytes, 14),
    qtMs: headerBytes === 21 ? readUint16(bytes, 19) : null,
    resultCode,
    analysis: describeEcgAnalysis(resultCode),
    modeCode,
    mode: ecgModeFromCode(modeCode),
    filterCode,
    filter: filterCode === 0 ? 'normal' : filterCode === 1 ? 'wide' : 'unknown',
    heartRateValuesBpm,
    samplesRaw,
    samplesMillivolts,
    sampleRateHz: ECG_SAMPLE_RATE_HZ,
    durationSeconds: sampleCount > 0 ? (sampleCount - 1) / ECG_SAMPLE_RATE_HZ : 0,
    truncated: heartRateAvailable < heartRateBytes || waveformAvailable < waveformBytes,
    extraByteCount: Math.max(0, bytes.length - waveformStart - waveformBytes),
  });
}

/** Encodes an ECG detail file; used by the simulated monitor and by round-trip tests. */
export function encodeEcgDetail(
  fields: EcgDetailFields,
  headerBytes: EcgHeaderBytes = 21,
): Uint8Array<ArrayBuffer> {
  const heartRateBytes = fields.heartRateValuesBpm.length * 2;
  const waveformBytes = fields.samplesRaw.length * 2;
  const bytes = new Uint8Array(headerBytes + heartRateBytes + waveformBytes);
  writeUint16(bytes, 0, heartRateBytes);
  writeUint32(bytes, 2, waveformBytes);
  writeUint16(bytes, 6, fields.averageHeartRateBpm);
  writeInt16(bytes, 8, fields.stRaw);
  writeUint16(bytes, 10, fields.qrsMs);
  writeUint16(bytes, 12, fields.pvcCount);
  writeUint16(bytes, 14, fields.qtcMs);
  bytes[16] = fields.resultCode;
  bytes[17] = fields.modeCode;
  bytes[18] = fields.filterCode;
  if (headerBytes === 21) {
    writeUint16(bytes, 19, fields.qtMs ?? 0);
  }
  fields.heartRateValuesBpm.forEach((value, index) => {
    writeUint16(bytes, headerBytes + index * 2, value);
  });
  fields.samplesRaw.forEach((value, index) => {
    writeInt16(bytes, headerBytes + heartRateBytes + index * 2, value);
  });
  return bytes;
}
