/**
 * Parsers and encoders of the monitor's list files (ble-protocol.md §9.2-§9.6; spec
 * 000_0ea08b6e53459819.txt section 3 "Device data" and section 9 record sizes).
 * List files cannot fail: PC-15 parses floor(length / size) records and reports the bytes of a
 * trailing partial record in `trailingByteCount` instead of throwing or rejecting the file.
 */
import { readUint16, writeUint16 } from './bytes.ts';
import { MONITOR_FILES, RECORD_BYTES } from './constants.ts';
import {
  type MonitorDateTime,
  type MonitorDateTimeFields,
  readMonitorDateTime,
  writeMonitorDateTime,
} from './dateTime.ts';
import { type CodecResult, succeed } from './result.ts';

export interface RecordList<Entry> {
  records: Entry[];
  /** Size of one record in bytes, as used for this file. */
  recordBytes: number;
  /** PC-15: bytes of a trailing partial record that were ignored (0 when the file is whole). */
  trailingByteCount: number;
}

/** A list file's whole records, each read by `parseOne`; it always succeeds (PC-15, above). */
function parseFixedRecords<Entry>(
  bytes: Uint8Array,
  recordBytes: number,
  parseOne: (record: Uint8Array) => Entry,
): CodecResult<RecordList<Entry>> {
  const count = Math.floor(bytes.length / recordBytes);
  const records: Entry[] = [];
  for (let index = 0; index < count; index += 1) {
    records.push(parseOne(bytes.subarray(index * recordBytes, (index + 1) * recordBytes)));
  }
  return succeed({ records, recordBytes, trailingByteCount: bytes.length - count * recordBytes });
}

function encodeFixedRecords<Fields>(
  records: readonly Fields[],
  recordBytes: number,
  encodeOne: (target: Uint8Array, fields: Fields) => void,
): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(records.length * recordBytes);
  records.forEach((fields, index) => {
    encodeOne(bytes.subarray(index * recordBytes, (index + 1) * recordBytes), fields);
  });
  return bytes;
}

/** Encodes measurement records: each begins with its date block (§9.1), then `encodeRest` writes the rest. */
function encodeDatedRecords<Fields extends { recordedAt: MonitorDateTimeFields }>(
  records: readonly Fields[],
  recordBytes: number,
  encodeRest: (target: Uint8Array, fields: Fields) => void,
): Uint8Array<ArrayBuffer> {
  return encodeFixedRecords(records, recordBytes, (target, fields) => {
    writeMonitorDateTime(target, 0, fields.recordedAt);
    encodeRest(target, fields);
  });
}

/** Smile/cry verdict used by ECG, temperature and oxygen records; spec: "result happy or sad". */
export type MeasurementVerdict = 'happy' | 'sad' | 'unknown';

function verdictFromCode(code: number): MeasurementVerdict {
  // ble-protocol.md §9.3: 0 smile, 1 cry, anything else no verdict (PC-17).
  if (code === 0) return 'happy';
  if (code === 1) return 'sad';
  return 'unknown';
}

// ---------------------------------------------------------------- users (usr.dat, 27 bytes)

export type MonitorUserSex = 'female' | 'male' | 'unknown';

export interface MonitorUserFields {
  /** Id byte; names the per-user pressure file `{id}nibp.dat`. */
  id: number;
  name: string;
  /** Avatar number (vendor icons 1-10). */
  icon: number;
  /** 0 female, 1 male, other unknown. */
  sexCode: number;
  birthday: { year: number; month: number; day: number };
  /** PC-16: tenths of a kilogram as stored (785 = 78.5 kg). */
  weightTenthsKg: number;
  heightCm: number;
}

export interface MonitorUser extends MonitorUserFields {
  sex: MonitorUserSex;
  /** `YYYY-MM-DD`, unclamped (PC-14). */
  birthDate: string;
  /** PC-16: weightTenthsKg / 10. */
  weightKg: number;
}

const USER_NAME_BYTES = 16;
const utf8Decoder = new TextDecoder('utf-8');
const utf8Encoder = new TextEncoder();

function decodeNulTerminated(bytes: Uint8Array): string {
  const nul = bytes.indexOf(0);
  return utf8Decoder.decode(nul === -1 ? bytes : bytes.subarray(0, nul));
}

function sexFromCode(code: number): MonitorUserSex {
  if (code === 0) return 'female';
  if (code === 1) return 'male';
  return 'unknown';
}

function parseUser(record: Uint8Array): MonitorUser {
  const sexCode = record[18] ?? 0;
  const birthday = { year: readUint16(record, 19), month: record[21] ?? 0, day: record[22] ?? 0 };
  const weightTenthsKg = readUint16(record, 23);
  return {
    id: record[0] ?? 0,
    name: decodeNulTerminated(record.subarray(1, 1 + USER_NAME_BYTES)),
    icon: record[17] ?? 0,
    sexCode,
    sex: sexFromCode(sexCode),
    birthday,
    birthDate: `${String(birthday.year).padStart(4, '0')}-${String(birthday.month).padStart(2, '0')}-${String(birthday.day).padStart(2, '0')}`,
    weightTenthsKg,
    weightKg: weightTenthsKg / 10,
    heightCm: readUint16(record, 25),
  };
}

/** Parses `usr.dat` (ble-protocol.md §9.2). */
export function parseUsers(bytes: Uint8Array): CodecResult<RecordList<MonitorUser>> {
  return parseFixedRecords(bytes, RECORD_BYTES.user, parseUser);
}

/** Encodes `usr.dat`; names longer than 16 UTF-8 bytes are cut at a character boundary. */
export function encodeUsers(users: readonly MonitorUserFields[]): Uint8Array<ArrayBuffer> {
  return encodeFixedRecords(users, RECORD_BYTES.user, (target, user) => {
    target[0] = user.id;
    let name = utf8Encoder.encode(user.name);
    for (let length = user.name.length; name.length > USER_NAME_BYTES; length -= 1) {
      name = utf8Encoder.encode(user.name.slice(0, length - 1));
    }
    target.set(name, 1);
    target[17] = user.icon;
    target[18] = user.sexCode;
    writeUint16(target, 19, user.birthday.year);
    target[21] = user.birthday.month;
    target[22] = user.birthday.day;
    writeUint16(target, 23, user.weightTenthsKg);
    writeUint16(target, 25, user.heightCm);
  });
}

// ---------------------------------------------------------------- ECG list (ecg.dat, 10 bytes)

export type EcgMode = 'hand-hand' | 'hand-chest' | '1-lead' | '2-lead' | 'unknown';

export function ecgModeFromCode(code: number): EcgMode {
  // ble-protocol.md §9.3: 1 hand-hand, 2 hand-chest, 3 1-lead, 4 2-lead; PC-17 otherwise.
  switch (code) {
    case 1:
      return 'hand-hand';
    case 2:
      return 'hand-chest';
    case 3:
      return '1-lead';
    case 4:
      return '2-lead';
    default:
      return 'unknown';
  }
}

export interface EcgListRecordFields {
  recordedAt: MonitorDateTimeFields;
  modeCode: number;
  resultCode: number;
  voiceMemoFlag: number;
}

export interface EcgListRecord extends EcgListRecordFields {
  recordedAt: MonitorDateTime;
  mode: EcgMode;
  result: MeasurementVerdict;
  hasVoiceMemo: boolean;
  /** Name of the detail file: the 14-digit date key, no extension (ble-protocol.md §8). */
  detailFileName: string;
}

/** Parses `ecg.dat` (ble-protocol.md §9.3). */
export function parseEcgList(bytes: Uint8Array): CodecResult<RecordList<EcgListRecord>> {
  return parseFixedRecords(bytes, RECORD_BYTES.ecgList, (record) => {
    const recordedAt = readMonitorDateTime(record, 0);
    const modeCode = record[7] ?? 0;
    const resultCode = record[8] ?? 0;
    const voiceMemoFlag = record[9] ?? 0;
    return {
      recordedAt,
      modeCode,
      mode: ecgModeFromCode(modeCode),
      resultCode,
      result: verdictFromCode(resultCode),
      voiceMemoFlag,
      hasVoiceMemo: voiceMemoFlag !== 0,
      detailFileName: recordedAt.fileKey,
    };
  });
}

export function encodeEcgList(records: readonly EcgListRecordFields[]): Uint8Array<ArrayBuffer> {
  return encodeDatedRecords(records, RECORD_BYTES.ecgList, (target, record) => {
    target[7] = record.modeCode;
    target[8] = record.resultCode;
    target[9] = record.voiceMemoFlag;
  });
}

// ---------------------------------------------------------------- pressure ({id}nibp.dat, 11 bytes)

export interface PressureRecordFields {
  recordedAt: MonitorDateTimeFields;
  systolicMmHg: number;
  diastolicMmHg: number;
  pulseRateBpm: number;
}

export interface PressureRecord extends PressureRecordFields {
  recordedAt: MonitorDateTime;
  /** Spec's `user`: the `{id}` of the file name; it is not stored in the record (ble-protocol.md §9.4). */
  userId: number;
}

/** Parses `{userId}nibp.dat` (ble-protocol.md §9.4). */
export function parsePressureRecords(
  bytes: Uint8Array,
  userId: number,
): CodecResult<RecordList<PressureRecord>> {
  return parseFixedRecords(bytes, RECORD_BYTES.pressure, (record) => ({
    recordedAt: readMonitorDateTime(record, 0),
    systolicMmHg: readUint16(record, 7),
    diastolicMmHg: record[9] ?? 0,
    pulseRateBpm: record[10] ?? 0,
    userId,
  }));
}

export function encodePressureRecords(records: readonly PressureRecordFields[]): Uint8Array<ArrayBuffer> {
  return encodeDatedRecords(records, RECORD_BYTES.pressure, (target, record) => {
    writeUint16(target, 7, record.systolicMmHg);
    target[9] = record.diastolicMmHg;
    target[10] = record.pulseRateBpm;
  });
}

// ---------------------------------------------------------------- temperature (temp.dat 10 / tmp.dat 11)

export type TemperatureWay = 'body' | 'object' | 'unknown';
export type TemperatureFileName = typeof MONITOR_FILES.temperature | typeof MONITOR_FILES.temperatureVendor;

export interface TemperatureRecordFields {
  recordedAt: MonitorDateTimeFields;
  /** 0 body (forehead), 1 object. */
  wayCode: number;
  /** Tenths of a degree Celsius as stored (366 = 36.6 °C). */
  temperatureTenthsCelsius: number;
  /** Only in the 11-byte vendor record; null in the spec's 10-byte record. */
  resultCode: number | null;
}

export interface TemperatureRecord extends TemperatureRecordFields {
  recordedAt: MonitorDateTime;
  way: TemperatureWay;
  temperatureCelsius: number;
  result: MeasurementVerdict | null;
}

function temperatureWayFromCode(code: number): TemperatureWay {
  if (code === 0) return 'body';
  if (code === 1) return 'object';
  return 'unknown';
}

/**
 * PC-13: 10 bytes for `temp.dat`, 11 for `tmp.dat`; if the length is not a multiple of the
 * default but is of the other size, the other size is used.
 */
export function temperatureRecordBytes(byteLength: number, fileName: TemperatureFileName): number {
  const preferred =
    fileName === MONITOR_FILES.temperature ? RECORD_BYTES.temperatureSpec : RECORD_BYTES.temperatureVendor;
  const other =
    preferred === RECORD_BYTES.temperatureSpec
      ? RECORD_BYTES.temperatureVendor
      : RECORD_BYTES.temperatureSpec;
  return byteLength % preferred !== 0 && byteLength % other === 0 ? other : preferred;
}

/** Parses `temp.dat` (spec, 10 bytes) or `tmp.dat` (vendor, 11 bytes) (ble-protocol.md §9.5). */
export function parseTemperatureRecords(
  bytes: Uint8Array,
  fileName: TemperatureFileName = MONITOR_FILES.temperature,
): CodecResult<RecordList<TemperatureRecord>> {
  const recordBytes = temperatureRecordBytes(bytes.length, fileName);
  return parseFixedRecords(bytes, recordBytes, (record) => {
    const wayCode = record[7] ?? 0;
    const temperatureTenthsCelsius = readUint16(record, 8);
    const resultCode = recordBytes === RECORD_BYTES.temperatureVendor ? (record[10] ?? 0) : null;
    return {
      recordedAt: readMonitorDateTime(record, 0),
      wayCode,
      way: temperatureWayFromCode(wayCode),
      temperatureTenthsCelsius,
      temperatureCelsius: temperatureTenthsCelsius / 10,
      resultCode,
      result: resultCode === null ? null : verdictFromCode(resultCode),
    };
  });
}

export function encodeTemperatureRecords(
  records: readonly TemperatureRecordFields[],
  fileName: TemperatureFileName = MONITOR_FILES.temperature,
): Uint8Array<ArrayBuffer> {
  const recordBytes =
    fileName === MONITOR_FILES.temperature ? RECORD_BYTES.temperatureSpec : RECORD_BYTES.temperatureVendor;
  return encodeDatedRecords(records, recordBytes, (target, record) => {
    target[7] = record.wayCode;
    writeUint16(target, 8, record.temperatureTenthsCelsius);
    if (recordBytes === RECORD_BYTES.temperatureVendor) {
      target[10] = record.resultCode ?? 0xff;
    }
  });
}

// ---------------------------------------------------------------- oxygen (oxi.dat, 12 bytes)

export type OxygenProbe = 'internal' | 'external' | 'unknown';

export interface OxygenRecordFields {
  recordedAt: MonitorDateTimeFields;
  /** 0 internal sensor, 1 external probe. */
  modeCode: number;
  oxygenSaturationPercent: number;
  pulseRateBpm: number;
  /** Perfusion index in tenths of a percent as stored (52 = 5.2 %). */
  perfusionIndexTenthsPercent: number;
  resultCode: number;
}

export interface OxygenRecord extends OxygenRecordFields {
  recordedAt: MonitorDateTime;
  mode: OxygenProbe;
  perfusionIndexPercent: number;
  /** Not in the spec's field list; kept as optional information (ble-protocol.md §9.6). */
  result: MeasurementVerdict;
}

/** Parses `oxi.dat` (ble-protocol.md §9.6). */
export function parseOxygenRecords(bytes: Uint8Array): CodecResult<RecordList<OxygenRecord>> {
  return parseFixedRecords(bytes, RECORD_BYTES.oxygen, (record) => {
    const modeCode = record[7] ?? 0;
    const perfusionIndexTenthsPercent = record[10] ?? 0;
    const resultCode = record[11] ?? 0;
    return {
      recordedAt: readMonitorDateTime(record, 0),
      modeCode,
      mode: modeCode === 0 ? 'internal' : modeCode === 1 ? 'external' : 'unknown',
      oxygenSaturationPercent: record[8] ?? 0,
      pulseRateBpm: record[9] ?? 0,
      perfusionIndexTenthsPercent,
      perfusionIndexPercent: perfusionIndexTenthsPercent / 10,
      resultCode,
      result: verdictFromCode(resultCode),
    };
  });
}

export function encodeOxygenRecords(records: readonly OxygenRecordFields[]): Uint8Array<ArrayBuffer> {
  return encodeDatedRecords(records, RECORD_BYTES.oxygen, (target, record) => {
    target[7] = record.modeCode;
    target[8] = record.oxygenSaturationPercent;
    target[9] = record.pulseRateBpm;
    target[10] = record.perfusionIndexTenthsPercent;
    target[11] = record.resultCode;
  });
}
