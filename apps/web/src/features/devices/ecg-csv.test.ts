import { describe, expect, it } from 'vitest';
import { ecgCsv, ecgCsvFileName } from './ecg-csv.ts';

describe('an ECG saved as CSV', () => {
  it('has one row per sample: the time from the start at the sample rate, then the millivolts', () => {
    const csv = ecgCsv({ samplesMillivolts: [0.1, -0.25, 1], sampleRateHz: 250 });
    expect(csv.split('\r\n')).toEqual(['time_s,mV', '0.000,0.100', '0.004,-0.250', '0.008,1.000', '']);
  });

  it('leaves a sample the device marked invalid empty', () => {
    const csv = ecgCsv({ samplesMillivolts: [Number.NaN, 0.5], sampleRateHz: 250 });
    expect(csv.split('\r\n')[1]).toBe('0.000,');
  });

  it('is named after the recording’s date and time', () => {
    const name = ecgCsvFileName({ recordedAt: { localDateTime: '2025-09-03T08:12:45' } } as Parameters<
      typeof ecgCsvFileName
    >[0]);
    expect(name).toBe('ECG_2025-09-03_08-12.csv');
  });
});
