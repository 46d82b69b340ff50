/** Little-endian helpers: every multi-byte integer on the wire is little-endian (ble-protocol.md). */

export function readUint16(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
}

export function readInt16(bytes: Uint8Array, offset: number): number {
  const value = readUint16(bytes, offset);
  return value >= 0x8000 ? value - 0x10000 : value;
}

export function readUint32(bytes: Uint8Array, offset: number): number {
  // `>>> 0` keeps the result unsigned when the top byte has its high bit set.
  return (readUint16(bytes, offset) | (readUint16(bytes, offset + 2) << 16)) >>> 0;
}

export function writeUint16(target: Uint8Array, offset: number, value: number): void {
  target[offset] = value & 0xff;
  target[offset + 1] = (value >>> 8) & 0xff;
}

export function writeInt16(target: Uint8Array, offset: number, value: number): void {
  writeUint16(target, offset, value < 0 ? value + 0x10000 : value);
}

export function writeUint32(target: Uint8Array, offset: number, value: number): void {
  writeUint16(target, offset, value & 0xffff);
  writeUint16(target, offset + 2, (value >>> 16) & 0xffff);
}

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(' ');
}

export function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const digits = hex.replace(/\s+/g, '');
  if (digits.length % 2 !== 0 || /[^0-9a-f]/i.test(digits)) {
    throw new RangeError(`fromHex: "${hex}" is not an even number of hex digits`);
  }
  const bytes = new Uint8Array(digits.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}
