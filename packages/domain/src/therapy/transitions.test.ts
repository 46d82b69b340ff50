import { describe, expect, it } from 'vitest';
import { moveTherapy, newTherapy, therapyMoveTargets } from './transitions.ts';

describe('therapies (spec 000, section 4)', () => {
  const ongoing = {
    tipo_terapia: 1 as const,
    note: null,
    data_inizio: '2026-01-01',
    data_fine: null,
    status: undefined,
  };
  const forbidden = { ...ongoing, tipo_terapia: 0 as const, note: 'Allergia' };
  const options = { today: '2026-11-22' };

  it('offers the other two types', () => {
    expect(therapyMoveTargets(0)).toEqual([1, 2]);
    expect(therapyMoveTargets(1)).toEqual([0, 2]);
  });

  it('requires a reason when leaving the forbidden list and keeps it as the note', () => {
    expect(moveTherapy(forbidden, 1, options)).toEqual({ ok: false, issue: 'reason_required' });
    const moved = moveTherapy(forbidden, 1, { ...options, reason: 'Tollerato dopo desensibilizzazione' });
    expect(moved).toMatchObject({
      ok: true,
      value: { tipo_terapia: 1, note: 'Tollerato dopo desensibilizzazione' },
    });
  });

  it('requires a reason when entering the forbidden list without a note', () => {
    expect(moveTherapy(ongoing, 0, options)).toEqual({ ok: false, issue: 'reason_required' });
    expect(moveTherapy(ongoing, 0, { ...options, reason: 'Reazione avversa' })).toMatchObject({ ok: true });
  });

  it('ends a therapy moved to concluded today when it had no end date', () => {
    expect(moveTherapy(ongoing, 2, options)).toMatchObject({
      ok: true,
      value: { data_fine: '2026-11-22', status: 'update' },
    });
  });

  it('creates a new therapy with the list type, confidentiality 6 and status add', () => {
    expect(newTherapy(2)).toEqual({
      id_terapie: 0,
      tipo_terapia: 2,
      id_livello_confidenzialita: 6,
      status: 'add',
    });
  });
});
