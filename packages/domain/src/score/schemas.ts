import * as v from 'valibot';
import { finiteNumber, idSchema } from '../shared/limits.ts';
import { numberInRange } from '../shared/numbers.ts';
import { scoreNames } from './codes.ts';

/** Scores are small numbers (MELD at most 40, risk percentages at most 100); this is a sanity bound. */
const SCORE_VALUE_MAX = 10_000;

/** Score save (spec 001, section 3 "Score save payload"); additional_score only for CHA2DS2-VASc. */
export const ScoreSaveSchema = v.pipe(
  v.object({
    /** Patient id. */
    id_paziente: idSchema('required'),
    /** Score name. */
    nome_score: v.picklist(scoreNames, 'required'),
    /** Value. */
    valore_score: v.pipe(
      finiteNumber('required'),
      numberInRange(-SCORE_VALUE_MAX, SCORE_VALUE_MAX, 'invalid_type'),
    ),
    /** Second value (CHA2DS2-VASc). */
    additional_score: v.nullish(
      v.pipe(finiteNumber(), numberInRange(-SCORE_VALUE_MAX, SCORE_VALUE_MAX, 'invalid_type')),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['nome_score'], ['additional_score']],
      (input) => input.nome_score === 'cha2ds2-score' || input.additional_score == null,
      'invalid_type',
    ),
    ['additional_score'],
  ),
);
