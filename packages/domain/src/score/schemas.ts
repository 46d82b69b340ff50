import * as v from 'valibot';
import { finiteNumber, idSchema } from '../shared/limits.ts';
import type { IssueCode } from '../shared/messages.ts';
import { numberInRange } from '../shared/numbers.ts';
import type { ScoreName } from './codes.ts';

/**
 * A sanity bound on every number of a score save: scores are small (MELD at most 40, risk
 * percentages at most 100) and the largest real input is a cholesterol of a few hundred.
 */
const SCORE_NUMBER_MAX = 10_000;

const scoreNumber = (code: IssueCode) =>
  v.pipe(finiteNumber(code), numberInRange(-SCORE_NUMBER_MAX, SCORE_NUMBER_MAX, 'invalid_type'));
const positive = v.pipe(
  finiteNumber('required'),
  v.gtValue(0, 'number_not_positive'),
  v.maxValue(SCORE_NUMBER_MAX, 'invalid_type'),
);
const answer = v.boolean('required');

/** The inputs each score is recomputed from by the server; age and sex come from the patient record. */
const scoreInputSchemas = {
  'has-bled-score': v.object({
    /** Uncontrolled hypertension (systolic above 160 mmHg). */
    uncontrolledHypertension: answer,
    /** Abnormal renal function. */
    abnormalRenalFunction: answer,
    /** Abnormal liver function. */
    abnormalLiverFunction: answer,
    /** Stroke in the history. */
    stroke: answer,
    /** Major bleeding or predisposition. */
    bleeding: answer,
    /** Labile INR. */
    labileInr: answer,
    /** Elderly (over 65). */
    elderly: answer,
    /** Antiplatelet or NSAID drugs. */
    drugs: answer,
    /** Alcohol, 8 or more drinks a week. */
    alcohol: answer,
  }),
  'cha2ds2-score': v.object({
    /** Congestive heart failure. */
    congestiveHeartFailure: answer,
    /** Hypertension. */
    hypertension: answer,
    /** Diabetes mellitus. */
    diabetes: answer,
    /** Stroke, TIA or thromboembolism. */
    strokeTiaThromboembolism: answer,
    /** Vascular disease. */
    vascularDisease: answer,
  }),
  'meld-score': v.object({
    /** Serum creatinine, mg/dL. */
    creatinineMgDl: positive,
    /** Total bilirubin, mg/dL. */
    bilirubinMgDl: positive,
    /** INR. */
    inr: positive,
    /** Serum sodium, mmol/L. */
    sodiumMmolL: positive,
    /** Dialysis at least twice in the past week. */
    dialysisTwiceInPastWeek: answer,
  }),
  'framingham-score': v.object({
    /** Total cholesterol, mg/dL. */
    totalCholesterolMgDl: positive,
    /** HDL cholesterol, mg/dL. */
    hdlCholesterolMgDl: positive,
    /** Systolic blood pressure, mmHg. */
    systolicBpMmHg: positive,
    /** Blood pressure treated. */
    bpTreated: answer,
    /** Current smoker. */
    smoker: answer,
  }),
  'cardiovascolare-score': v.object({
    /** Race of the pooled cohort equations. */
    race: v.picklist(['white', 'african-american', 'other'], 'score_fields_missing'),
    /** Total cholesterol, mg/dL. */
    totalCholesterolMgDl: positive,
    /** HDL cholesterol, mg/dL. */
    hdlCholesterolMgDl: positive,
    /** Systolic blood pressure, mmHg. */
    systolicBpMmHg: positive,
    /** Blood pressure treated. */
    bpTreated: answer,
    /** Current smoker. */
    smoker: answer,
    /** Diabetes. */
    diabetes: answer,
  }),
} as const satisfies Record<ScoreName, v.GenericSchema>;

function saveVariant<const TName extends ScoreName>(name: TName) {
  return v.object({
    /** Patient id. */
    id_paziente: idSchema('required'),
    /** Score name. */
    nome_score: v.literal(name, 'required'),
    /** Value as the browser computed it (the server recomputes it from `inputs`). */
    valore_score: scoreNumber('required'),
    /** Second value: CHA2DS2-VASc's yearly stroke risk; null or absent for every other score. */
    additional_score:
      name === 'cha2ds2-score' ? v.nullish(scoreNumber('invalid_type')) : v.nullish(v.never('invalid_type')),
    /** What the value was computed from. */
    inputs: scoreInputSchemas[name],
  });
}

/**
 * Score save, POST /api/score (spec 001 section 3 "Score save payload"), plus the inputs the value was
 * computed from, so the server recomputes it instead of trusting the browser's result.
 */
export const ScoreSaveSchema = v.variant(
  'nome_score',
  [
    saveVariant('has-bled-score'),
    saveVariant('cha2ds2-score'),
    saveVariant('meld-score'),
    saveVariant('framingham-score'),
    saveVariant('cardiovascolare-score'),
  ],
  'required',
);
export type ScoreSaveRequest = v.InferOutput<typeof ScoreSaveSchema>;
/** The inputs of one score's save, e.g. `ScoreInputsOf<'meld-score'>`. */
export type ScoreInputsOf<TName extends ScoreName> = Extract<
  ScoreSaveRequest,
  { nome_score: TName }
>['inputs'];
