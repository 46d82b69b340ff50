/**
 * Battery Level characteristic 0x2A19 of the standard Battery Service (ble-protocol.md §10):
 * one unsigned byte, 0-100 percent. Spec 000_0ea08b6e53459819.txt section 2 "Files": the
 * heart-device panel shows 'D - Heart Collegato' with the battery level.
 */
import { type CodecResult, succeed } from './result.ts';

export interface BatteryLevel {
  /** PC-23: null when the value is empty or above 100 (unknown). */
  batteryPercent: number | null;
}

/** PC-23: only the first byte is used; never fails, unknown values become null. */
export function parseBatteryLevel(value: Uint8Array | DataView): CodecResult<BatteryLevel> {
  const first = value.byteLength === 0 ? undefined : value instanceof DataView ? value.getUint8(0) : value[0];
  return succeed({ batteryPercent: first === undefined || first > 100 ? null : first });
}
