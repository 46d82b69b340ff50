import { describe, expect, it } from 'vitest';
import { markContactDeleted, restoreContactType } from './transitions.ts';

describe('contacts (spec 000, section 4)', () => {
  it('deletes by setting the type to -1 and restores the old type on failure', () => {
    const { next, restoreType } = markContactDeleted({
      id_contatto_tipologia: 10 as const,
      contatto_nominativo: 'Anna',
    });
    expect(next.id_contatto_tipologia).toBe(-1);
    expect(restoreContactType(next, restoreType).id_contatto_tipologia).toBe(10);
  });
});
