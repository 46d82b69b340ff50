import { describe, expect, it } from 'vitest';
import { describeDevice } from './client-info.ts';
import { ageInYears, localDateTime } from './time.ts';

describe('describeDevice', () => {
  it('names the browser, its major version and the system for a desktop', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
    expect(describeDevice(chrome)).toBe('Chrome 156 · Linux');
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
    expect(describeDevice(firefox)).toBe('Firefox 140 · Windows');
  });

  it('names the phone model and browser for a phone', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    expect(describeDevice(iphone)).toBe('iPhone Safari');
  });

  it('gives an empty description without a user agent (the page words it in its language)', () => {
    expect(describeDevice(undefined)).toBe('');
    expect(describeDevice('')).toBe('');
    expect(describeDevice('curl/8.5.0')).toBe('');
  });
});

describe('localDateTime', () => {
  it('gives the date and time in Rome, summer time included', () => {
    expect(localDateTime(new Date('2026-07-01T22:30:05Z'), 'Europe/Rome')).toEqual({
      date: '2026-07-02',
      time: '00:30:05',
    });
    expect(localDateTime(new Date('2026-01-01T22:30:05Z'), 'Europe/Rome')).toEqual({
      date: '2026-01-01',
      time: '23:30:05',
    });
  });
});

describe('ageInYears', () => {
  it('counts a year only once the birthday is reached', () => {
    expect(ageInYears('1980-03-15', '2026-03-14')).toBe(45);
    expect(ageInYears('1980-03-15', '2026-03-15')).toBe(46);
  });
});
