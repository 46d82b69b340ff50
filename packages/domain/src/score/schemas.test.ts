import { describe, expect, it } from 'vitest';
import { PermissionCheckSchema } from '../permission/schemas.ts';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { ScoreSaveSchema } from './schemas.ts';

describe('score save and permission check bodies', () => {
  it('accepts additional_score only for CHA2DS2-VASc', () => {
    const base = { id_paziente: 1, nome_score: 'cha2ds2-score', valore_score: 3, additional_score: 3.2 };
    expect(allCodes(ScoreSaveSchema, base)).toEqual({});
    expect(codesAt(ScoreSaveSchema, { ...base, nome_score: 'meld-score' }, 'additional_score')).toEqual([
      'invalid_type',
    ]);
  });

  it('accepts known permission keys only', () => {
    expect(allCodes(PermissionCheckSchema, { data: 'spostaFarmaci' })).toEqual({});
    expect(codesAt(PermissionCheckSchema, { data: 'spostafarmaci' }, 'data')).toEqual(['option_invalid']);
  });
});
