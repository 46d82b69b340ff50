import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { bodyRegions, bodyViews, DIARY_MARKS_MAX } from './marks.ts';
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

  it('accepts pain marks by region, view and level, and keeps stored ones when absent', () => {
    const marks = [
      { vista: 'anteriore', zona: 'rightLeg', livello: 'strong' },
      { vista: 'posteriore', zona: 'lowerBack', livello: 'mild' },
    ];
    expect(allCodes(schema, { ...valid, taccuino_zone: marks })).toEqual({});
    expect(allCodes(schema, valid)).toEqual({});
  });

  it('refuses an unknown region, view or level, and more marks than regions times views', () => {
    const mark = { vista: 'anteriore', zona: 'rightLeg', livello: 'strong' };
    for (const wrong of [{ zona: 'tail' }, { vista: 'side' }, { livello: 'none' }]) {
      expect(allCodes(schema, { ...valid, taccuino_zone: [{ ...mark, ...wrong }] })).not.toEqual({});
    }
    const every = bodyViews.flatMap((vista) => bodyRegions.map((zona) => ({ vista, zona, livello: 'mild' })));
    expect(every).toHaveLength(DIARY_MARKS_MAX);
    expect(allCodes(schema, { ...valid, taccuino_zone: every })).toEqual({});
    expect(codesAt(schema, { ...valid, taccuino_zone: [...every, mark] }, 'taccuino_zone')).toEqual([
      'too_long',
    ]);
  });
});
