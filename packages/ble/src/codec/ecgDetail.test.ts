import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex } from './bytes.ts';
import { anyInt16, anyUint8, anyUint16 } from './codecTestSupport.ts';
import {
  describeEcgAnalysis,
  ECG_MILLIVOLTS_PER_COUNT,
  type EcgDetailFields,
  encodeEcgDetail,
  parseEcgDetail,
} from './ecgDetail.ts';

/** The measurements of the hand-written file below, and of the recordings the tests encode. */
const measurements = { averageHeartRateBpm: 72, stRaw: -15, qrsMs: 96, pvcCount: 2, qtcMs: 420, qtMs: 380 };

const fields: EcgDetailFields = {
  ...measurements,
  resultCode: 0,
  modeCode: 2,
  filterCode: 1,
  heartRateValuesBpm: [71, 72, 73],
  samplesRaw: [0, 780, -780, 32767, -32768],
};

describe('parseEcgDetail (ble-protocol.md §9.7)', () => {
  it('decodes a hand-written 21-byte-header file', () => {
    // H = 4 (two HR values), W = 4 (two samples); header fields then 48 00 49 00, then 00 01 FF FF.
    const bytes = fromHex(
      '04 00 04 00 00 00 48 00 F1 FF 60 00 02 00 A4 01 00 02 01 7C 01 48 00 49 00 00 01 FF FF',
    );
    const result = parseEcgDetail(bytes);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.output).toMatchObject({
      headerBytes: 21,
      ...measurements,
      mode: 'hand-chest',
      filter: 'wide',
      heartRateValuesBpm: [72, 73],
      samplesRaw: [256, -1],
      sampleRateHz: 250,
      truncated: false,
      analysis: { code: 0, regular: true, findings: [] },
    });
    expect(result.output.samplesMillivolts[0]).toBeCloseTo(256 * 0.0012821, 5);
  });

  it('derives a 19-byte header (no QT) from the file size (PC-18)', () => {
    const result = parseEcgDetail(encodeEcgDetail(fields, 19));
    expect(result.success && result.output.headerBytes).toBe(19);
    expect(result.success && result.output.qtMs).toBe(null);
    expect(result.success && result.output.samplesRaw).toEqual(fields.samplesRaw);
  });

  it('converts counts to millivolts with 4033 / (32767 × 12 × 8)', () => {
    expect(ECG_MILLIVOLTS_PER_COUNT).toBeCloseTo(0.0012821, 7);
    const result = parseEcgDetail(encodeEcgDetail(fields));
    expect(result.success && result.output.samplesMillivolts[1]).toBeCloseTo(1.0, 3);
  });

  it('returns the stored 250 Hz samples: 7501 samples are a 30 s recording (PC-19)', () => {
    const samplesRaw = Array.from({ length: 7501 }, (_, index) => Math.round(1000 * Math.sin(index / 20)));
    const result = parseEcgDetail(encodeEcgDetail({ ...fields, samplesRaw }));
    expect(result.success && result.output.samplesRaw).toHaveLength(7501);
    expect(result.success && result.output.durationSeconds).toBe(30);
  });

  it('assumes 21 bytes and flags the result truncated when waveform bytes are missing (PC-18)', () => {
    const whole = encodeEcgDetail(fields);
    const result = parseEcgDetail(whole.subarray(0, whole.length - 3));
    expect(result.success && result.output.truncated).toBe(true);
    expect(result.success && result.output.samplesRaw).toEqual(fields.samplesRaw.slice(0, 3));
  });

  it('fails with truncated when even the header is incomplete', () => {
    const result = parseEcgDetail(new Uint8Array(18));
    expect(result.success === false && result.issues[0]?.code).toBe('truncated');
  });

  it('round-trips any recording under both header sizes', () => {
    const fieldsArbitrary = fc.record({
      averageHeartRateBpm: anyUint16,
      stRaw: anyInt16,
      qrsMs: anyUint16,
      pvcCount: anyUint16,
      qtcMs: anyUint16,
      qtMs: anyUint16,
      resultCode: anyUint8,
      modeCode: anyUint8,
      filterCode: anyUint8,
      heartRateValuesBpm: fc.array(anyUint16, { maxLength: 40 }),
      samplesRaw: fc.array(anyInt16, { maxLength: 400 }),
    });
    fc.assert(
      fc.property(fieldsArbitrary, fc.constantFrom(19 as const, 21 as const), (input, headerBytes) => {
        const result = parseEcgDetail(encodeEcgDetail(input, headerBytes));
        expect(result.success).toBe(true);
        if (!result.success) return;
        const { heartRateValuesBpm, samplesRaw, stRaw, qtMs, resultCode, truncated } = result.output;
        expect({ heartRateValuesBpm, samplesRaw, stRaw, resultCode, truncated }).toEqual({
          heartRateValuesBpm: input.heartRateValuesBpm,
          samplesRaw: input.samplesRaw,
          stRaw: input.stRaw,
          resultCode: input.resultCode,
          truncated: false,
        });
        expect(qtMs).toBe(headerBytes === 21 ? input.qtMs : null);
      }),
    );
  });
});

describe('describeEcgAnalysis (ble-protocol.md §9.7)', () => {
  it('reads 0 as a regular rhythm', () => {
    expect(describeEcgAnalysis(0)).toEqual({ code: 0, regular: true, findings: [] });
  });

  it('reads the bit field', () => {
    expect(describeEcgAnalysis(0b0010_0001).findings).toEqual(['high-heart-rate', 'irregular-rhythm']);
    expect(describeEcgAnalysis(0x80).findings).toEqual(['unable-to-analyse']);
  });

  it('reads 0xFF as "unable to analyse" only (PC-20)', () => {
    expect(describeEcgAnalysis(0xff)).toEqual({
      code: 0xff,
      regular: false,
      findings: ['unable-to-analyse'],
    });
  });
});
