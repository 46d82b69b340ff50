import fc from 'fast-check';

/** Any value of a byte field of the monitor's files and frames. */
export const anyUint8: fc.Arbitrary<number> = fc.integer({ min: 0, max: 255 });

/** Any value of an unsigned 16-bit (little-endian) field. */
export const anyUint16: fc.Arbitrary<number> = fc.integer({ min: 0, max: 0xffff });

/** Any value of a signed 16-bit field (the ECG's ST level and samples). */
export const anyInt16: fc.Arbitrary<number> = fc.integer({ min: -32768, max: 32767 });
