import { describe, expect, it } from 'vitest';
import type { Patient } from './entities.ts';
import { checkPatientSex, joinBirthDate, refreshCachedPatient, splitBirthDate } from './transitions.ts';

describe('patient', () => {
  it('keeps the time part of a birth date aside and re-appends it', () => {
    const { date, timePart } = splitBirthDate('1980-01-01 00:00:00');
    expect(date).toBe('1980-01-01');
    expect(joinBirthDate('1980-02-01', timePart)).toBe('1980-02-01 00:00:00');
  });

  it("asks to update the sex when it is 'unknown'", () => {
    expect(checkPatientSex('unknown')).toBe('sex_unknown');
    expect(checkPatientSex('female')).toBeNull();
  });

  it('overwrites only personal, contact, marital and link fields on refresh', () => {
    const user = { id_utente: 1, email: 'a@b.it', utente_nome: 'Mario' };
    const cached = {
      id_paziente: 1,
      paziente_nome: 'Mario',
      paziente_gruppo: 'A +',
      user,
      esami: [],
    } as unknown as Patient;
    const fresh = {
      ...cached,
      paziente_nome: 'Marco',
      paziente_gruppo: 'B +',
      esami: undefined,
    } as unknown as Patient;
    const refreshed = refreshCachedPatient(cached, fresh);
    expect(refreshed.paziente_nome).toBe('Marco');
    expect(refreshed.paziente_gruppo).toBe('A +');
    expect(refreshed.esami).toEqual([]);
  });
});
