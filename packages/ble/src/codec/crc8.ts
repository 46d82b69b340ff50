/**
 * CRC-8/SMBUS as the monitor uses it (ble-protocol.md §3): polynomial 0x07, MSB first,
 * initial value 0, no reflection, no final XOR. Spec section 9 asks for a table-based
 * checksum; the table is built once with the construction the protocol doc describes.
 */
function buildCrc8Table(): Uint8Array {
  const table = new Uint8Array(256);
  for (let index = 0; index < 256; index += 1) {
    let working = index;
    for (let bit = 0; bit < 8; bit += 1) {
      working = working & 0x80 ? ((working << 1) & 0xff) ^ 0x07 : (working << 1) & 0xff;
    }
    table[index] = working;
  }
  return table;
}

export const CRC8_TABLE: Readonly<Uint8Array> = buildCrc8Table();

/**
 * CRC-8 of `bytes[start, end)`.
 * @example crc8(new TextEncoder().encode('123456789')) // 0xF4, the catalogue check value
 */
export function crc8(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0;
  for (let index = start; index < end; index += 1) {
    crc = CRC8_TABLE[crc ^ (bytes[index] ?? 0)] ?? 0;
  }
  return crc;
}
