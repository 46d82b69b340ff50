import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone.ts';

describe('the phone rule: at least 7 digits, read by libphonenumber-js with default country IT', () => {
  it.each([
    '1234567',
    '333.123.4567',
    '+44 20 7946 0958',
    '0039 333 1234567',
    '02 1234567 #12',
    '333 123 4567',
    '02-1234567',
    '+39 333 1234567',
    '02 1234567 ext 12',
    '02 1234567 x12',
    '(02) 1234567',
  ])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(['123456', 'abcdefg', '02 1234567 ext', '12345 ext 678', '', '02 1234567 abc', 'abc 02 1234567'])(
    'rejects %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );
});
