import {
  ascvdPooledCohort,
  calculatorAgeRangesYears,
  cha2ds2Vasc,
  framinghamHardChd,
  hasBled,
  isSex,
  meldNa,
  type Sex,
} from '@cartella/calculators';
import {
  checkCardiovascularScoreInputs,
  checkFraminghamField,
  type FieldIssue,
  type ScoreName,
  type ScoreSaveRequest,
} from '@cartella/domain';
import type { Database } from '../db/client.ts';
import {
  insertSavedScore,
  listSavedScores,
  listScoreCombinations,
  listScoreCriteria,
} from '../db/repositories/scores.ts';
import { ApiError } from '../lib/api-error.ts';
import { ageInYears } from '../lib/time.ts';

// --- Recomputation -----------------------------------------------------------------------------

interface PatientFacts {
  ageYears: number | null;
  sex: Sex | null;
}

interface Recomputed {
  valore_score: number;
  additional_score: number | null;
}

function invalid(fields: FieldIssue[]): never {
  throw new ApiError('validation_failed', { fields });
}

function requireSexOf(patient: PatientFacts): Sex {
  if (patient.sex === null) invalid([{ path: 'paziente_sesso', code: 'sex_unknown' }]);
  return patient.sex;
}

function requireAgeOf(patient: PatientFacts, range: { min: number; max: number }): number {
  if (patient.ageYears === null || patient.ageYears < range.min || patient.ageYears > range.max) {
    invalid([{ path: 'paziente_eta', code: 'out_of_range', params: { min: range.min, max: range.max } }]);
  }
  return patient.ageYears;
}

/** Spec 001 section 9: percentages are shown with 2 decimals. */
function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Framingham inputs pass the page's range classification (spec 001 section 5) before computing. */
function checkFraminghamInputs(
  inputs: Record<'totalCholesterolMgDl' | 'hdlCholesterolMgDl' | 'systolicBpMmHg', number>,
) {
  const issues: FieldIssue[] = [];
  for (const name of ['totalCholesterolMgDl', 'hdlCholesterolMgDl', 'systolicBpMmHg'] as const) {
    const { issue } = checkFraminghamField(name, inputs[name]);
    if (issue?.severity === 'error') {
      issues.push({
        path: `inputs.${name}`,
        code: issue.code,
        ...(issue.params ? { params: issue.params } : {}),
      });
    }
  }
  if (issues.length > 0) invalid(issues);
}

/** The value the page should have shown, computed by @cartella/calculators only. */
function recomputeScore(body: ScoreSaveRequest, patient: PatientFacts): Recomputed {
  switch (body.nome_score) {
    case 'has-bled-score':
      return { valore_score: hasBled(body.inputs).score, additional_score: null };
    case 'cha2ds2-score': {
      const result = cha2ds2Vasc({
        ...body.inputs,
        sex: requireSexOf(patient),
        ageYears: requireAgeOf(patient, { min: 0, max: 130 }),
      });
      return { valore_score: result.score, additional_score: result.strokeTiaEmbolismRiskPercent };
    }
    case 'meld-score': {
      requireAgeOf(patient, calculatorAgeRangesYears.meld);
      return { valore_score: meldNa(body.inputs).score, additional_score: null };
    }
    case 'framingham-score': {
      checkFraminghamInputs(body.inputs);
      const result = framinghamHardChd({
        ...body.inputs,
        sex: requireSexOf(patient),
        ageYears: requireAgeOf(patient, calculatorAgeRangesYears.framinghamHardChd),
      });
      return { valore_score: roundTo2(result.riskPercent), additional_score: null };
    }
    case 'cardiovascolare-score': {
      const sex = requireSexOf(patient);
      const ageYears = requireAgeOf(patient, calculatorAgeRangesYears.ascvdPooledCohort);
      const issue = checkCardiovascularScoreInputs({ ...body.inputs, sex, ageYears });
      if (issue !== null) invalid([{ path: 'inputs', code: issue.code }]);
      const result = ascvdPooledCohort({ ...body.inputs, sex, ageYears });
      return { valore_score: roundTo2(result.riskPercent), additional_score: null };
    }
    default:
      return body satisfies never;
  }
}

function sameValue(submitted: number | null | undefined, expected: number | null): boolean {
  if (expected === null) return submitted === null || submitted === undefined;
  return typeof submitted === 'number' && Math.abs(submitted - expected) < 0.005;
}

/** A saved score as the history and the save answer it. */
function historyRow(row: {
  id: number;
  created_at: Date;
  valore_score: number;
  additional_score: number | null;
}) {
  return { ...row, created_at: row.created_at.toISOString() };
}

/**
 * Saves a score only if its value is what the calculator gives for the submitted inputs and the
 * patient's own age and sex (spec 001 section 7: the server recomputes, it does not trust the page).
 */
export async function saveScore(
  db: Database,
  patient: { id_paziente: number; paziente_nascita: string | null; paziente_sesso: string },
  body: ScoreSaveRequest,
  today: string,
) {
  const facts: PatientFacts = {
    ageYears: patient.paziente_nascita ? ageInYears(patient.paziente_nascita, today) : null,
    sex: isSex(patient.paziente_sesso) ? patient.paziente_sesso : null,
  };
  let expected: Recomputed;
  try {
    expected = recomputeScore(body, facts);
  } catch (error) {
    // The calculators refuse impossible inputs with a RangeError naming the parameter only.
    if (error instanceof RangeError) invalid([{ path: 'inputs', code: 'score_values_invalid' }]);
    throw error;
  }
  const issues: FieldIssue[] = [];
  if (!sameValue(body.valore_score, expected.valore_score)) {
    issues.push({ path: 'valore_score', code: 'score_values_invalid' });
  }
  if (!sameValue(body.additional_score, expected.additional_score)) {
    issues.push({ path: 'additional_score', code: 'score_values_invalid' });
  }
  if (issues.length > 0) invalid(issues);
  const row = await insertSavedScore(db, {
    id_paziente: patient.id_paziente,
    nome_score: body.nome_score,
    valore_score: expected.valore_score,
    additional_score: expected.additional_score,
    inputs: body.inputs,
  });
  return historyRow({
    id: row.id,
    created_at: row.created_at,
    valore_score: row.valore_score,
    additional_score: row.additional_score,
  });
}

// --- Reference tables and history --------------------------------------------------------------

/** The criteria a score's page offers, in order, none of them selected yet. */
export async function scoreCriteriaOf(db: Database, kind: string) {
  const rows = await listScoreCriteria(db, kind);
  return rows.map(({ kind: _kind, position: _position, ...row }) => ({ ...row, isSelected: '0' as const }));
}

/** The combinations of a score's points and what they mean, by total. */
export async function scoreCombinationsOf(db: Database, kind: string) {
  const rows = await listScoreCombinations(db, kind);
  return rows.map(({ kind: _kind, ...row }) => row);
}

/** The patient's saved scores of one name, newest first. */
export async function savedScoresOf(db: Database, patientId: number, name: ScoreName) {
  return (await listSavedScores(db, patientId, name)).map(historyRow);
}
