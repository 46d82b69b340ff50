import { describe, expect, it } from 'vitest';
import { withoutDeleted } from '../shared/transitions.ts';
import { diarySaveMethod, softDeleteDiaryEntry } from './transitions.ts';

describe('diary (spec 000, section 4)', () => {
  it('creates id 0 with POST and updates any other id with PUT', () => {
    expect(diarySaveMethod({ id_taccuino: 0 })).toBe('POST');
    expect(diarySaveMethod({ id_taccuino: 12 })).toBe('PUT');
  });

  it('soft-deletes with the marker date 2012-12-20 and drops the entry from the list', () => {
    const deleted = softDeleteDiaryEntry({ id_taccuino: 3, deleted_at: null });
    expect(deleted.deleted_at).toBe('2012-12-20');
    expect(withoutDeleted([deleted, { id_taccuino: 4, deleted_at: null }])).toEqual([
      { id_taccuino: 4, deleted_at: null },
    ]);
  });
});
