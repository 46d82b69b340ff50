import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { VisitSchema } from './schemas.ts';

describe('visit (spec 001, section 5)', () => {
  const valid = {
    visita_data: '2026-11-20',
    visita_motivazione: 'Controllo',
    visita_osservazioni: 'Nulla da segnalare',
    visita_conclusioni: 'Buona salute',
  };

  it('accepts reason, observations and conclusions', () => {
    expect(allCodes(VisitSchema, valid)).toEqual({});
  });

  it.each(['visita_motivazione', 'visita_osservazioni', 'visita_conclusioni'])('requires %s', (field) => {
    expect(codesAt(VisitSchema, { ...valid, [field]: ' ' }, field)).toEqual(['required']);
  });
});
