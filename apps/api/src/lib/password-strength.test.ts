import { describe, expect, it } from 'vitest';
import { isCommonPassword, PASSWORD_JUDGED_LENGTH } from './password-strength.ts';

describe('isCommonPassword', () => {
  it('refuses a common password and accepts an uncommon one', async () => {
    expect(await isCommonPassword('Password1234!', [])).toBe(true);
    expect(await isCommonPassword('Lampada-Trombone-73!', [])).toBe(false);
  });

  it('judges only the first 64 characters, so a strong tail cannot rescue a weak start', async () => {
    const weakStart = 'a'.repeat(PASSWORD_JUDGED_LENGTH);
    expect(await isCommonPassword(`${weakStart}Vq7#Lz2!Rk9$Wm4%`, [])).toBe(true);
  });

  it('accepts a long passphrase whose first 64 characters are not common', async () => {
    const passphrase = 'Lampada-Trombone-73! cammina sul ponte vecchio di sera; '.repeat(4);
    expect(passphrase.length).toBeGreaterThan(PASSWORD_JUDGED_LENGTH * 3);
    expect(await isCommonPassword(passphrase, [])).toBe(false);
  });

  it('refuses a password made of the person own name', async () => {
    expect(await isCommonPassword('Chiara.Esposito1', ['chiara@example.org', 'Chiara', 'Esposito'])).toBe(
      true,
    );
  });
});
