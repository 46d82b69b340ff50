import { describe, expect, it } from 'vitest';
import { PermissionCheckSchema } from '../permission/schemas.ts';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { ScoreSaveSchema } from './schemas.ts';

describe('score save and permission check bodies', () => {
  it('accepts additional_score only for CHA2DS2-VASc', () => {
    const base = {
      id_paziente: 1,
      nome_score: 'cha2ds2-score',
      valore_score: 3,
      additional_score: 3.2,
      inputs: {
        congestiveHeartFailure: true,
        hypertension: true,
        diabetes: false,
        strokeTiaThromboembolism: false,
        vascularDisease: true,
      },
    };
    expect(allCodes(ScoreSaveSchema, base)).toEqual({});
    const meld = {
      ...base,
      nome_score: 'meld-score',
      inputs: {
        creatinineMgDl: 1,
        bilirubinMgDl: 1,
        inr: 1,
        sodiumMmolL: 137,
        dialysisTwiceInPastWeek: false,
      },
    };
    expect(allCodes(ScoreSaveSchema, { ...meld, additional_score: null })).toEqual({});
    expect(codesAt(ScoreSaveSchema, meld, 'additional_score')).toEqual(['invalid_type']);
  });

  it('refuses inputs that do not belong to the named score', () => {
    const body = { id_paziente: 1, nome_score: 'meld-score', valore_score: 10, inputs: { smoker: true } };
    expect(codesAt(ScoreSaveSchema, body, 'inputs.creatinineMgDl')).toEqual(['required']);
  });

  it('refuses a laboratory value that is zero or negative', () => {
    const body = {
      id_paziente: 1,
      nome_score: 'meld-score',
      valore_score: 10,
      inputs: {
        creatinineMgDl: 0,
        bilirubinMgDl: 1,
        inr: 1,
        sodiumMmolL: 137,
        dialysisTwiceInPastWeek: false,
      },
    };
    expect(codesAt(ScoreSaveSchema, body, 'inputs.creatinineMgDl')).toEqual(['number_not_positive']);
  });

  it('accepts any permission key up to 100 characters, known or not (an unknown key answers false)', () => {
    expect(allCodes(PermissionCheckSchema, { data: 'spostaFarmaci' })).toEqual({});
    expect(allCodes(PermissionCheckSchema, { data: 'spostafarmaci' })).toEqual({});
    expect(codesAt(PermissionCheckSchema, { data: 'x'.repeat(101) }, 'data')).toEqual(['too_long']);
    expect(codesAt(PermissionCheckSchema, { data: '' }, 'data')).toEqual(['required']);
  });
});
