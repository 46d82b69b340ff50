import { readUint16, writeUint16 } from './bytes.ts';

/** Bytes of the date block that opens every list record (ble-protocol.md §9.1). */
export const DATE_BLOCK_BYTES = 7;

/** The raw components of a date block, in the monitor's local time (no zone is stored). */
export interface MonitorDateTimeFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * PC-14: the raw components, kept unclamped, plus a local `YYYY-MM-DDThh:mm:ss` string and the
 * 14-digit key that names an ECG detail file.
 */
export interface MonitorDateTime extends MonitorDateTimeFields {
  localDateTime: string;
  fileKey: string;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** `YYYYMMDDhhmmss`, each part zero-padded (ble-protocol.md §8): 2024-01-31 10:15:30 -> 20240131101530. */
export function formatFileKey(fields: MonitorDateTimeFields): string {
  return `${pad(fields.year, 4)}${pad(fields.month, 2)}${pad(fields.day, 2)}${pad(fields.hour, 2)}${pad(fields.minute, 2)}${pad(fields.second, 2)}`;
}

export function toMonitorDateTime(fields: MonitorDateTimeFields): MonitorDateTime {
  const { year, month, day, hour, minute, second } = fields;
  return {
    year,
    month,
    day,
    hour,
    minute,
    second,
    localDateTime: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}`,
    fileKey: formatFileKey(fields),
  };
}

export function readMonitorDateTime(bytes: Uint8Array, offset: number): MonitorDateTime {
  return toMonitorDateTime({
    year: readUint16(bytes, offset),
    month: bytes[offset + 2] ?? 0,
    day: bytes[offset + 3] ?? 0,
    hour: bytes[offset + 4] ?? 0,
    minute: bytes[offset + 5] ?? 0,
    second: bytes[offset + 6] ?? 0,
  });
}

export function writeMonitorDateTime(
  target: Uint8Array,
  offset: number,
  fields: MonitorDateTimeFields,
): void {
  writeUint16(target, offset, fields.year);
  target[offset + 2] = fields.month;
  target[offset + 3] = fields.day;
  target[offset + 4] = fields.hour;
  target[offset + 5] = fields.minute;
  target[offset + 6] = fields.second;
}
