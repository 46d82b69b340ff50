import type { MonitorDateTimeFields } from '../codec/dateTime.ts';
import { formatFileKey } from '../codec/dateTime.ts';
import type { EcgDetailFields } from '../codec/ecgDetail.ts';
import type { EcgListRecordFields, PressureRecordFields } from '../codec/records.ts';
import type { MonitorFixture } from './fixture.ts';

/** Deterministic pseudo-random numbers (a 32-bit LCG), so the demo is the same on every run. */
function createRandom(seed: number): (min: number, max: number) => number {
  let state = seed >>> 0;
  return (min, max) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return min + (state % (max - min + 1));
  };
}

function dayAt(dayOffset: number, hour: number, minute: number, second = 0): MonitorDateTimeFields {
  const date = new Date(Date.UTC(2025, 8, 1 + dayOffset, hour, minute, second));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

const COUNTS_PER_MILLIVOLT = (32767 * 12 * 8) / 4033;

/**
 * A 30 s lead at 250 Hz (7501 samples, ble-protocol.md §9.7) shaped like a sinus rhythm:
 * Gaussian P, QRS and T waves repeated at the given heart rate.
 */
export function synthesiseEcgSamples(heartRateBpm: number, seconds = 30, sampleRateHz = 250): number[] {
  const beatSeconds = 60 / heartRateBpm;
  const waves = [
    { centre: 0.2, width: 0.025, millivolts: 0.15 },
    { centre: 0.33, width: 0.008, millivolts: -0.12 },
    { centre: 0.36, width: 0.01, millivolts: 1.2 },
    { centre: 0.39, width: 0.008, millivolts: -0.25 },
    { centre: 0.6, width: 0.04, millivolts: 0.3 },
  ];
  return Array.from({ length: seconds * sampleRateHz + 1 }, (_, index) => {
    const phase = (index / sampleRateHz) % beatSeconds;
    const millivolts = waves.reduce(
      (sum, wave) => sum + wave.millivolts * Math.exp(-(((phase - wave.centre) / wave.width) ** 2) / 2),
      0,
    );
    // `+ 0` turns Math.round's -0 into 0: the stored samples are integers, which have no -0.
    return Math.round(millivolts * COUNTS_PER_MILLIVOLT) + 0;
  });
}

function ecgDetailFor(heartRateBpm: number, modeCode: number, resultCode: number): EcgDetailFields {
  return {
    averageHeartRateBpm: heartRateBpm,
    stRaw: 2,
    qrsMs: 92,
    pvcCount: 0,
    qtcMs: 412,
    qtMs: 376,
    resultCode,
    modeCode,
    filterCode: 0,
    heartRateValuesBpm: Array.from({ length: 30 }, (_, second) => heartRateBpm + ((second * 7) % 5) - 2),
    samplesRaw: synthesiseEcgSamples(heartRateBpm),
  };
}

/** A realistic monitor: two users, four ECGs with 30 s recordings, months of readings. */
export function createDemoMonitorFixture(): MonitorFixture {
  const random = createRandom(20251122);
  const ecgList: EcgListRecordFields[] = [
    { recordedAt: dayAt(2, 8, 12, 5), modeCode: 1, resultCode: 0, voiceMemoFlag: 0 },
    { recordedAt: dayAt(9, 21, 40, 30), modeCode: 2, resultCode: 0, voiceMemoFlag: 0 },
    { recordedAt: dayAt(23, 7, 55, 12), modeCode: 3, resultCode: 1, voiceMemoFlag: 1 },
    { recordedAt: dayAt(41, 18, 3, 48), modeCode: 4, resultCode: 0, voiceMemoFlag: 0 },
  ];
  const ecgDetails: Record<string, EcgDetailFields> = {};
  ecgList.forEach((record, index) => {
    ecgDetails[formatFileKey(record.recordedAt)] = ecgDetailFor(
      [68, 74, 96, 62][index] ?? 70,
      record.modeCode,
      record.resultCode === 1 ? 0b0010_0000 : 0,
    );
  });
  const pressureSeries = (count: number, systolicBase: number): PressureRecordFields[] =>
    Array.from({ length: count }, (_, index) => ({
      recordedAt: dayAt(index * 2, 7 + (index % 2) * 12, random(0, 59), random(0, 59)),
      systolicMmHg: systolicBase + random(-8, 14),
      diastolicMmHg: 78 + random(-6, 9),
      pulseRateBpm: 66 + random(-6, 12),
    }));
  return {
    deviceName: 'Checkme Pro (simulato)',
    deviceInfo: {
      Region: 'CE',
      Model: 'Checkme Pro',
      HardwareVer: 'AB',
      SoftwareVer: 'V5.3.2',
      LanguageVer: 'V1.1',
      CurLanguage: 'it',
      SN: '2207C0042',
      FileVer: 3,
    },
    users: [
      {
        id: 1,
        name: 'Maria',
        icon: 3,
        sexCode: 0,
        birthday: { year: 1958, month: 4, day: 17 },
        weightTenthsKg: 684,
        heightCm: 163,
      },
      {
        id: 2,
        name: 'Giuseppe',
        icon: 5,
        sexCode: 1,
        birthday: { year: 1955, month: 11, day: 2 },
        weightTenthsKg: 812,
        heightCm: 175,
      },
    ],
    ecgList,
    pressureByUserId: { 1: pressureSeries(36, 132), 2: pressureSeries(12, 141) },
    temperature: {
      fileName: 'temp.dat',
      records: Array.from({ length: 14 }, (_, index) => ({
        recordedAt: dayAt(index * 3, 8, random(0, 59), random(0, 59)),
        wayCode: index % 5 === 4 ? 1 : 0,
        temperatureTenthsCelsius: 362 + random(0, 14),
        resultCode: null,
      })),
    },
    oxygen: Array.from({ length: 24 }, (_, index) => ({
      recordedAt: dayAt(index * 2, 9, random(0, 59), random(0, 59)),
      modeCode: index % 6 === 5 ? 1 : 0,
      oxygenSaturationPercent: 94 + random(0, 5),
      pulseRateBpm: 64 + random(0, 16),
      perfusionIndexTenthsPercent: 30 + random(0, 60),
      resultCode: 0,
    })),
    ecgDetails,
    ecgDetailHeaderBytes: 21,
  };
}

/** The ready-made demo fixture for Storybook, e2e and the `?ble=sim` mode of the web app. */
export const demoMonitorFixture: MonitorFixture = createDemoMonitorFixture();
