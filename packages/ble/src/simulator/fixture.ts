import { MONITOR_FILES, pressureFileName } from '../codec/constants.ts';
import { formatFileKey } from '../codec/dateTime.ts';
import { encodeDeviceInfo } from '../codec/deviceInfo.ts';
import { type EcgDetailFields, type EcgHeaderBytes, encodeEcgDetail } from '../codec/ecgDetail.ts';
import {
  type EcgListRecordFields,
  encodeEcgList,
  encodeOxygenRecords,
  encodePressureRecords,
  encodeTemperatureRecords,
  encodeUsers,
  type MonitorUserFields,
  type OxygenRecordFields,
  type PressureRecordFields,
  type TemperatureFileName,
  type TemperatureRecordFields,
} from '../codec/records.ts';

/** What a simulated monitor holds, in the fields the encoders take (raw codes and units). */
export interface MonitorFixture {
  /** Advertised name; a real monitor's begins with "Checkme" (ble-protocol.md §1). */
  deviceName: string;
  /** GET_INFO keys (SN, Model, SoftwareVer, …). */
  deviceInfo: Readonly<Record<string, string | number>>;
  users: readonly MonitorUserFields[];
  ecgList: readonly EcgListRecordFields[];
  /** Keyed by user id; a user without an entry has an empty pressure file. */
  pressureByUserId: Readonly<Record<number, readonly PressureRecordFields[]>>;
  /** `temp.dat` (spec, 10-byte records) or `tmp.dat` (vendor, 11-byte records) (PC-12, PC-13). */
  temperature: { fileName: TemperatureFileName; records: readonly TemperatureRecordFields[] };
  oxygen: readonly OxygenRecordFields[];
  /** ECG detail recordings keyed by the list entry's 14-digit file key. */
  ecgDetails: Readonly<Record<string, EcgDetailFields>>;
  ecgDetailHeaderBytes?: EcgHeaderBytes;
  /** Raw files that replace or add to the encoded ones (for malformed-file scenarios). */
  rawFiles?: Readonly<Record<string, Uint8Array<ArrayBuffer>>>;
}

/** Every file of the fixture, byte for byte as the monitor stores them. */
export function encodeMonitorFiles(fixture: MonitorFixture): Map<string, Uint8Array<ArrayBuffer>> {
  const files = new Map<string, Uint8Array<ArrayBuffer>>();
  files.set(MONITOR_FILES.users, encodeUsers(fixture.users));
  files.set(MONITOR_FILES.ecgList, encodeEcgList(fixture.ecgList));
  for (const user of fixture.users) {
    files.set(pressureFileName(user.id), encodePressureRecords(fixture.pressureByUserId[user.id] ?? []));
  }
  files.set(
    fixture.temperature.fileName,
    encodeTemperatureRecords(fixture.temperature.records, fixture.temperature.fileName),
  );
  files.set(MONITOR_FILES.oxygen, encodeOxygenRecords(fixture.oxygen));
  for (const record of fixture.ecgList) {
    const key = formatFileKey(record.recordedAt);
    const detail = fixture.ecgDetails[key];
    if (detail) {
      files.set(key, encodeEcgDetail(detail, fixture.ecgDetailHeaderBytes ?? 21));
    }
  }
  for (const [name, bytes] of Object.entries(fixture.rawFiles ?? {})) {
    files.set(name, bytes);
  }
  return files;
}

/** The GET_INFO payload: JSON NUL-padded to 256 bytes like the Checkme Pro. */
export function encodeFixtureDeviceInfo(fixture: MonitorFixture): Uint8Array<ArrayBuffer> {
  return encodeDeviceInfo(fixture.deviceInfo);
}
