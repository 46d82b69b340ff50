/**
 * GET_INFO reply (ble-protocol.md §9.8; spec 000_0ea08b6e53459819.txt section 3 "device info
 * (SN, Model, SoftwareVer)"): a JSON object, NUL-padded to 256 bytes on the Checkme Pro.
 */
import { type CodecResult, fail, succeed } from './result.ts';

export interface DeviceInfo {
  serialNumber: string;
  model: string | null;
  softwareVersion: string | null;
  /** Every scalar key the monitor sent, normalised to strings (Region, HardwareVer, …). */
  fields: Record<string, string>;
}

export type DeviceInfoIssueCode = 'invalid_json' | 'not_an_object' | 'missing_serial_number';

const decoder = new TextDecoder('utf-8');
const encoder = new TextEncoder();

function normaliseValue(value: unknown): string | null {
  // PC-21: a value may be a JSON string or a number depending on firmware.
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** PC-21: cut at the first NUL (or after the last `}`), decode UTF-8, parse JSON, normalise. */
export function parseDeviceInfo(bytes: Uint8Array): CodecResult<DeviceInfo, DeviceInfoIssueCode> {
  const nul = bytes.indexOf(0);
  let text = decoder.decode(nul === -1 ? bytes : bytes.subarray(0, nul));
  const lastBrace = text.lastIndexOf('}');
  if (lastBrace !== -1) {
    text = text.slice(0, lastBrace + 1);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('invalid_json', 'device info is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return fail('not_an_object', 'device info JSON is not an object');
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const normalised = normaliseValue(value);
    if (normalised !== null) {
      fields[key] = normalised;
    }
  }
  const serialNumber = fields.SN;
  if (serialNumber === undefined || serialNumber === '') {
    return fail('missing_serial_number', 'device info has no SN');
  }
  return succeed({
    serialNumber,
    model: fields.Model ?? null,
    softwareVersion: fields.SoftwareVer ?? null,
    fields,
  });
}

/** Encodes a GET_INFO payload: compact JSON, NUL-padded to `padToBytes` (256 on the Checkme Pro). */
export function encodeDeviceInfo(
  fields: Readonly<Record<string, string | number>>,
  padToBytes = 256,
): Uint8Array<ArrayBuffer> {
  const json = encoder.encode(JSON.stringify(fields));
  const bytes = new Uint8Array(Math.max(json.length, padToBytes));
  bytes.set(json, 0);
  return bytes;
}
