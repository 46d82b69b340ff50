import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { createDiaryEntrySchema } from './schemas.ts';

const today = '2026-11-22';

describe('diary entry', () => {
  const schema = createDiaryEntrySchema({ today });
  const valid = {
    taccuino_data: today,
    taccuino_descrizione: 'Dolore al ginocchio',
    id_livello_confidenzialita: 4,
  };

  it('accepts an entry dated today', () => {
    expect(allCodes(schema, valid)).toEqual({});
  });

  it('rejects a missing or future date', () => {
    expect(codesAt(schema, { ...valid, taccuino_data: '' }, 'taccuino_data')).toEqual(['required']);
    expect(codesAt(schema, { ...valid, taccuino_data: '2026-12-01' }, 'taccuino_data')).toEqual([
      'date_in_future',
    ]);
  });
});
