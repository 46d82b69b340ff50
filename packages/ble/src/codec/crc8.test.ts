import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRC8_TABLE, crc8 } from './crc8.ts';

describe('crc8', () => {
  it('gives the CRC-8/SMBUS check value 0xF4 for ASCII "123456789" (ble-protocol.md §3)', () => {
    expect(crc8(new TextEncoder().encode('123456789'))).toBe(0xf4);
  });

  it('builds the table entries the protocol doc lists', () => {
    expect(Array.from(CRC8_TABLE.subarray(0, 16))).toEqual([
      0x00, 0x07, 0x0e, 0x09, 0x1c, 0x1b, 0x12, 0x15, 0x38, 0x3f, 0x36, 0x31, 0x24, 0x23, 0x2a, 0x2d,
    ]);
    expect(CRC8_TABLE[0x80]).toBe(0x89);
    expect(CRC8_TABLE[0xff]).toBe(0xf3);
  });

  it('checksums the worked GET_INFO example to 0xC6', () => {
    expect(crc8(Uint8Array.of(0xaa, 0x14, 0xeb, 0x00, 0x00, 0x00, 0x00))).toBe(0xc6);
  });

  it('is 0 for no bytes (initial value 0, no final XOR)', () => {
    expect(crc8(new Uint8Array(0))).toBe(0);
  });

  it('covers only the requested range', () => {
    const bytes = Uint8Array.of(0xff, 0xaa, 0x14, 0xeb, 0x00, 0x00, 0x00, 0x00, 0xff);
    expect(crc8(bytes, 1, 8)).toBe(0xc6);
  });

  it('matches a bit-by-bit MSB-first computation with polynomial 0x07 for any input', () => {
    function bitwiseCrc8(bytes: Uint8Array): number {
      let crc = 0;
      for (const byte of bytes) {
        crc ^= byte;
        for (let bit = 0; bit < 8; bit += 1) {
          crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
        }
      }
      return crc;
    }
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        expect(crc8(bytes)).toBe(bitwiseCrc8(bytes));
      }),
    );
  });
});
