import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex } from './bytes.ts';
import { anyUint8, anyUint16 } from './codecTestSupport.ts';
import {
  encodeEcgList,
  encodeOxygenRecords,
  encodePressureRecords,
  encodeTemperatureRecords,
  encodeUsers,
  parseEcgList,
  parseOxygenRecords,
  parsePressureRecords,
  parseTemperatureRecords,
  parseUsers,
  temperatureRecordBytes,
} from './records.ts';

const dateArbitrary = fc.record({
  year: anyUint16,
  month: anyUint8,
  day: anyUint8,
  hour: anyUint8,
  minute: anyUint8,
  second: anyUint8,
});

// 2024-01-31 10:15:30 as a §9.1 date block: year E8 07, then month, day, hour, minute, second.
const DATE_HEX = 'E8 07 01 1F 0A 0F 1E';

describe('parseUsers (usr.dat, 27 bytes, ble-protocol.md §9.2)', () => {
  const record = fromHex(
    `01 ${'4D 61 72 69 61 00 00 00 00 00 00 00 00 00 00 00'} 03 00 ${'B2 07'} 05 0E ${'11 03'} ${'A5 00'}`,
  );

  it('decodes id, name, icon, sex, birthday, weight in kg and height in cm', () => {
    const result = parseUsers(record);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.output.records).toEqual([
      {
        id: 1,
        name: 'Maria',
        icon: 3,
        sexCode: 0,
        sex: 'female',
        birthday: { year: 1970, month: 5, day: 14 },
        birthDate: '1970-05-14',
        weightTenthsKg: 785,
        weightKg: 78.5,
        heightCm: 165,
      },
    ]);
    expect(result.output.trailingByteCount).toBe(0);
  });

  it('maps sex 1 to male and any other value to unknown', () => {
    const male = Uint8Array.from(record);
    male[18] = 1;
    const other = Uint8Array.from(record);
    other[18] = 7;
    const parsedMale = parseUsers(male);
    expect(parsedMale.success && parsedMale.output.records[0]?.sex).toBe('male');
    const parsedOther = parseUsers(other);
    expect(parsedOther.success && parsedOther.output.records[0]?.sex).toBe('unknown');
  });

  it('decodes a UTF-8 name up to the first NUL, and a name filling all 16 bytes', () => {
    const accented = encodeUsers([
      {
        id: 2,
        name: 'Niccolò',
        icon: 1,
        sexCode: 1,
        birthday: { year: 1980, month: 1, day: 2 },
        weightTenthsKg: 700,
        heightCm: 180,
      },
      {
        id: 3,
        name: 'Alessandroooooo!',
        icon: 1,
        sexCode: 1,
        birthday: { year: 1980, month: 1, day: 2 },
        weightTenthsKg: 700,
        heightCm: 180,
      },
    ]);
    const result = parseUsers(accented);
    expect(result.success && result.output.records.map((user) => user.name)).toEqual([
      'Niccolò',
      'Alessandroooooo!',
    ]);
  });

  it('reports a trailing partial record instead of failing (PC-15)', () => {
    const withTail = new Uint8Array(27 * 2 + 5);
    withTail.set(record, 0);
    withTail.set(record, 27);
    const result = parseUsers(withTail);
    expect(result.success && result.output.records).toHaveLength(2);
    expect(result.success && result.output.trailingByteCount).toBe(5);
  });

  it('round-trips any user whose name fits', () => {
    const userArbitrary = fc.record({
      id: anyUint8,
      name: fc
        .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 16 })
        .filter((name) => !name.includes('\0')),
      icon: anyUint8,
      sexCode: anyUint8,
      birthday: fc.record({
        year: anyUint16,
        month: anyUint8,
        day: anyUint8,
      }),
      weightTenthsKg: anyUint16,
      heightCm: anyUint16,
    });
    fc.assert(
      fc.property(fc.array(userArbitrary, { maxLength: 10 }), (users) => {
        const result = parseUsers(encodeUsers(users));
        expect(
          result.success && result.output.records.map(({ sex, birthDate, weightKg, ...fields }) => fields),
        ).toEqual(users);
      }),
    );
  });
});

describe('parseEcgList (ecg.dat, 10 bytes, ble-protocol.md §9.3)', () => {
  it('decodes date, mode, result and voice memo, and names the detail file', () => {
    const result = parseEcgList(fromHex(`${DATE_HEX} 02 01 00`));
    expect(result.success).toBe(true);
    if (!result.success) return;
    const [record] = result.output.records;
    expect(record?.recordedAt.localDateTime).toBe('2024-01-31T10:15:30');
    expect(record?.mode).toBe('hand-chest');
    expect(record?.result).toBe('sad');
    expect(record?.hasVoiceMemo).toBe(false);
    expect(record?.detailFileName).toBe('20240131101530');
  });

  it('names all four modes and the happy verdict', () => {
    const bytes = encodeEcgList(
      [1, 2, 3, 4].map((modeCode) => ({
        recordedAt: { year: 2024, month: 1, day: 1, hour: 0, minute: 0, second: modeCode },
        modeCode,
        resultCode: 0,
        voiceMemoFlag: 1,
      })),
    );
    const result = parseEcgList(bytes);
    expect(result.success && result.output.records.map((record) => record.mode)).toEqual([
      'hand-hand',
      'hand-chest',
      '1-lead',
      '2-lead',
    ]);
    expect(
      result.success &&
        result.output.records.every((record) => record.result === 'happy' && record.hasVoiceMemo),
    ).toBe(true);
  });

  it('keeps records with out-of-range mode or result as unknown (PC-17)', () => {
    const result = parseEcgList(fromHex(`${DATE_HEX} 09 05 00`));
    expect(result.success && result.output.records[0]).toMatchObject({
      mode: 'unknown',
      modeCode: 9,
      result: 'unknown',
      resultCode: 5,
    });
  });

  it('keeps out-of-range dates unclamped (PC-14)', () => {
    const result = parseEcgList(fromHex('E8 07 0D 20 19 3C 3C 01 00 00'));
    expect(result.success && result.output.records[0]?.recordedAt).toMatchObject({
      month: 13,
      day: 32,
      hour: 25,
      localDateTime: '2024-13-32T25:60:60',
      fileKey: '20241332256060',
    });
  });

  it('round-trips any list', () => {
    const recordArbitrary = fc.record({
      recordedAt: dateArbitrary,
      modeCode: anyUint8,
      resultCode: anyUint8,
      voiceMemoFlag: anyUint8,
    });
    fc.assert(
      fc.property(fc.array(recordArbitrary, { maxLength: 20 }), (records) => {
        const result = parseEcgList(encodeEcgList(records));
        expect(
          result.success &&
            result.output.records.map(({ recordedAt, modeCode, resultCode, voiceMemoFlag }) => ({
              recordedAt: {
                year: recordedAt.year,
                month: recordedAt.month,
                day: recordedAt.day,
                hour: recordedAt.hour,
                minute: recordedAt.minute,
                second: recordedAt.second,
              },
              modeCode,
              resultCode,
              voiceMemoFlag,
            })),
        ).toEqual(records);
      }),
    );
  });
});

describe('parsePressureRecords ({id}nibp.dat, 11 bytes, ble-protocol.md §9.4)', () => {
  it('decodes systolic (16-bit), diastolic and pulse, and tags the user from the file name', () => {
    const result = parsePressureRecords(fromHex(`${DATE_HEX} 2C 01 5A 48`), 12);
    expect(result.success && result.output.records).toEqual([
      expect.objectContaining({ systolicMmHg: 300, diastolicMmHg: 90, pulseRateBpm: 72, userId: 12 }),
    ]);
  });

  it('reports a trailing partial record (PC-15)', () => {
    const result = parsePressureRecords(fromHex(`${DATE_HEX} 78 00 50 3C ${DATE_HEX}`), 1);
    expect(result.success && result.output.records).toHaveLength(1);
    expect(result.success && result.output.trailingByteCount).toBe(7);
  });

  it('round-trips any list', () => {
    const recordArbitrary = fc.record({
      recordedAt: dateArbitrary,
      systolicMmHg: anyUint16,
      diastolicMmHg: anyUint8,
      pulseRateBpm: anyUint8,
    });
    fc.assert(
      fc.property(fc.array(recordArbitrary, { maxLength: 20 }), (records) => {
        const result = parsePressureRecords(encodePressureRecords(records), 1);
        expect(
          result.success &&
            result.output.records.map((record) => [
              record.systolicMmHg,
              record.diastolicMmHg,
              record.pulseRateBpm,
            ]),
        ).toEqual(records.map((record) => [record.systolicMmHg, record.diastolicMmHg, record.pulseRateBpm]));
      }),
    );
  });
});

describe('parseTemperatureRecords (ble-protocol.md §9.5)', () => {
  it('decodes the spec layout of temp.dat: 10 bytes, tenths of °C, no result', () => {
    const result = parseTemperatureRecords(fromHex(`${DATE_HEX} 00 6E 01`), 'temp.dat');
    expect(result.success && result.output.records[0]).toMatchObject({
      way: 'body',
      temperatureTenthsCelsius: 366,
      temperatureCelsius: 36.6,
      resultCode: null,
      result: null,
    });
    expect(result.success && result.output.recordBytes).toBe(10);
  });

  it('decodes the vendor layout of tmp.dat: 11 bytes with a trailing smile/cry result (PC-13)', () => {
    const result = parseTemperatureRecords(fromHex(`${DATE_HEX} 01 7A 01 01`), 'tmp.dat');
    expect(result.success && result.output.records[0]).toMatchObject({
      way: 'object',
      temperatureCelsius: 37.8,
      resultCode: 1,
      result: 'sad',
    });
    expect(result.success && result.output.recordBytes).toBe(11);
  });

  it('switches record size by divisibility when the default does not fit (PC-13)', () => {
    expect(temperatureRecordBytes(33, 'temp.dat')).toBe(11);
    expect(temperatureRecordBytes(30, 'tmp.dat')).toBe(10);
    expect(temperatureRecordBytes(110, 'temp.dat')).toBe(10);
    expect(temperatureRecordBytes(110, 'tmp.dat')).toBe(11);
    expect(temperatureRecordBytes(25, 'temp.dat')).toBe(10);
  });

  it('decodes the first ten bytes identically under either size', () => {
    const eleven = encodeTemperatureRecords(
      [
        {
          recordedAt: { year: 2024, month: 2, day: 3, hour: 4, minute: 5, second: 6 },
          wayCode: 0,
          temperatureTenthsCelsius: 371,
          resultCode: 0,
        },
      ],
      'tmp.dat',
    );
    const asSpec = parseTemperatureRecords(eleven.subarray(0, 10), 'temp.dat');
    const asVendor = parseTemperatureRecords(eleven, 'tmp.dat');
    expect(asSpec.success && asSpec.output.records[0]?.temperatureCelsius).toBe(37.1);
    expect(asVendor.success && asVendor.output.records[0]?.temperatureCelsius).toBe(37.1);
  });

  it('maps an unknown way code to unknown and reports a partial tail', () => {
    const result = parseTemperatureRecords(fromHex(`${DATE_HEX} 05 6E 01 ${DATE_HEX}`), 'temp.dat');
    expect(result.success && result.output.records[0]?.way).toBe('unknown');
    expect(result.success && result.output.trailingByteCount).toBe(7);
  });
});

describe('parseOxygenRecords (oxi.dat, 12 bytes, ble-protocol.md §9.6)', () => {
  it('decodes mode, SpO2, pulse, PI in percent and the optional result', () => {
    const result = parseOxygenRecords(fromHex(`${DATE_HEX} 01 61 4B 34 00`));
    expect(result.success && result.output.records[0]).toMatchObject({
      mode: 'external',
      oxygenSaturationPercent: 97,
      pulseRateBpm: 75,
      perfusionIndexTenthsPercent: 52,
      perfusionIndexPercent: 5.2,
      result: 'happy',
    });
  });

  it('round-trips any list and reports a trailing partial record', () => {
    const recordArbitrary = fc.record({
      recordedAt: dateArbitrary,
      modeCode: anyUint8,
      oxygenSaturationPercent: anyUint8,
      pulseRateBpm: anyUint8,
      perfusionIndexTenthsPercent: anyUint8,
      resultCode: anyUint8,
    });
    fc.assert(
      fc.property(
        fc.array(recordArbitrary, { maxLength: 20 }),
        fc.integer({ min: 0, max: 11 }),
        (records, tail) => {
          const encoded = encodeOxygenRecords(records);
          const bytes = new Uint8Array(encoded.length + tail);
          bytes.set(encoded, 0);
          const result = parseOxygenRecords(bytes);
          expect(
            result.success && result.output.records.map((record) => record.oxygenSaturationPercent),
          ).toEqual(records.map((record) => record.oxygenSaturationPercent));
          expect(result.success && result.output.trailingByteCount).toBe(tail);
        },
      ),
    );
  });
});
