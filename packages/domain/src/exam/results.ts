import * as v from 'valibot';
import { label } from '../shared/codes.ts';
import {
  finiteNumber,
  firstIssueOnly,
  IdSchema,
  optionalText,
  requiredText,
  TEXT_LIMITS,
} from '../shared/limits.ts';
import type { Message } from '../shared/messages.ts';
import { numberInRange } from '../shared/numbers.ts';
import type { ExamStatus, ExamType } from './codes.ts';
import { isExamInFuture } from './transitions.ts';

/*
 * Issue #19, beyond the spec: the structured results of a completed laboratory exam (analyte,
 * value, unit, the lab's reference range), read by the patient with a flag and a trend.
 */

/** What decides whether an exam takes results. */
interface ExamTakingResults {
  indagine_stato: ExamStatus | number;
  indagine_tipologia: ExamType | string;
  indagine_data_display: string | null;
}

/**
 * Why an exam takes no results, or null when it takes them: only a completed (2) exam of type
 * Laboratori Analisi does, and not while it is dated after `today` (issue #37: it has not taken
 * place, so it has no results yet).
 */
export function examResultsRefusal(
  exam: ExamTakingResults,
  today: string,
): 'results_need_completed_lab_exam' | 'results_need_past_exam' | null {
  if (exam.indagine_stato !== 2 || exam.indagine_tipologia !== 'Laboratori Analisi') {
    return 'results_need_completed_lab_exam';
  }
  return isExamInFuture(exam, today) ? 'results_need_past_exam' : null;
}

/** Whether an exam takes results today (examResultsRefusal answers null). */
export function examTakesResults(exam: ExamTakingResults, today: string): boolean {
  return examResultsRefusal(exam, today) === null;
}

/** How a value stands against the lab's reference range. */
export const resultFlags = ['low', 'high', 'normal', 'unknown'] as const;

export type ResultFlag = (typeof resultFlags)[number];

/**
 * The largest magnitude a result or a limit may have. Laboratory values stay far below (platelets
 * are counted in the hundreds of thousands per µL); the bound keeps every number a plain double.
 */
export const RESULT_VALUE_MAX = 1_000_000_000;

/**
 * How a value stands against a reference range whose limits are inclusive: below `min` is 'low',
 * above `max` is 'high', otherwise 'normal'; without either limit there is nothing to compare
 * with, 'unknown'. A missing limit leaves that side open.
 *
 * @param value the result, in the unit of the range
 * @param min the lower reference limit, or null when the lab gives none
 * @param max the upper reference limit, or null when the lab gives none
 * @throws RangeError when a number is not finite or `min` exceeds `max`
 * @example resultFlag(1.4, 0.5, 1.2) // 'high'
 */
export function resultFlag(value: number, min: number | null, max: number | null): ResultFlag {
  if (!Number.isFinite(value)) throw new RangeError('value must be a finite number');
  if (min !== null && !Number.isFinite(min)) throw new RangeError('min must be a finite number or null');
  if (max !== null && !Number.isFinite(max)) throw new RangeError('max must be a finite number or null');
  if (min !== null && max !== null && min > max) throw new RangeError('min must not exceed max');
  if (min === null && max === null) return 'unknown';
  if (min !== null && value < min) return 'low';
  if (max !== null && value > max) return 'high';
  return 'normal';
}

/** The flag's words, shown beside its colour so that it never rests on colour alone. */
export const resultFlagLabels = {
  low: label('exam_result.flag.low', 'Basso', 'Low'),
  high: label('exam_result.flag.high', 'Alto', 'High'),
  normal: label('exam_result.flag.normal', 'Nella norma', 'In range'),
  unknown: label('exam_result.flag.unknown', 'Intervallo non indicato', 'No range given'),
} as const satisfies Record<ResultFlag, Message>;

// A serum creatinine, not a urinary one ("Creatinina urinaria", "Creatinine, urine").
const creatininePattern = /^creatinin/i;
const urinePattern = /urin/i;

/** µmol/L of creatinine in 1 mg/dL (molar mass 113.12 g/mol: 10 000 / 113.12 = 88.4). */
const CREATININE_UMOL_PER_MG_DL = 88.4;

/**
 * A result's serum creatinine in mg/dL, the kidney-function calculator's unit: the value itself
 * in mg/dL, converted from µmol/L, and null for another analyte or unit.
 *
 * @example creatinineMgDlOf({ analita: 'Creatinina', valore: 1.1, unita: 'mg/dL' }) // 1.1
 * @example creatinineMgDlOf({ analita: 'Creatinina', valore: 97, unita: 'µmol/L' }) // 1.1
 */
export function creatinineMgDlOf(result: { analita: string; valore: number; unita: string }): number | null {
  const name = result.analita.trim();
  if (!creatininePattern.test(name) || urinePattern.test(name)) return null;
  const unit = result.unita.trim().toLowerCase().replace(/\s/g, '');
  if (unit === 'mg/dl') return result.valore;
  if (unit === 'µmol/l' || unit === 'μmol/l' || unit === 'umol/l') {
    return Math.round((result.valore / CREATININE_UMOL_PER_MG_DL) * 100) / 100;
  }
  return null;
}

function resultNumber(code: 'required' | 'invalid_type') {
  return firstIssueOnly(v.pipe(finiteNumber(code), numberInRange(-RESULT_VALUE_MAX, RESULT_VALUE_MAX)));
}

const ExamResultFieldsSchema = v.object({
  /** The exam the result belongs to: the caller's own completed Laboratori Analisi exam. */
  id_indagine: IdSchema,
  /** The analyte as the report names it ("Creatinina"). */
  analita: requiredText(TEXT_LIMITS.short),
  /** The value, in `unita`. */
  valore: resultNumber('required'),
  /** The unit of the value and of the range ("mg/dL"); may be empty for a ratio such as the INR. */
  unita: optionalText(TEXT_LIMITS.code),
  /** The lab's lower reference limit, or null. */
  rif_min: v.nullish(resultNumber('invalid_type')),
  /** The lab's upper reference limit, or null. */
  rif_max: v.nullish(resultNumber('invalid_type')),
});

/**
 * The add body of a result (POST /api/risultatiEsami): analyte and value required, the limits
 * optional, the lower limit not above the upper one (reported on rif_max).
 */
export const ExamResultCreateSchema = v.pipe(
  ExamResultFieldsSchema,
  v.forward(
    v.partialCheck(
      [['rif_min'], ['rif_max']],
      (input) => input.rif_min == null || input.rif_max == null || input.rif_min <= input.rif_max,
      'reference_range_inverted',
    ),
    ['rif_max'],
  ),
);

export type ExamResultCreateInput = v.InferInput<typeof ExamResultCreateSchema>;

/** The trend body (POST /api/risultatiEsami/andamento/{id}): one analyte's name, any case. */
export const AnalyteTrendSchema = v.object({
  /** The analyte; matched without regard to case or surrounding spaces. */
  analita: requiredText(TEXT_LIMITS.short),
});

/** A result as the API answers it. */
const ExamResultItemSchema = v.object({
  /** Result id. */
  id_risultato: v.number(),
  /** The exam it belongs to. */
  id_indagine: v.number(),
  /** Patient id. */
  id_paziente: v.number(),
  /** The analyte. */
  analita: v.string(),
  /** The value. */
  valore: v.number(),
  /** The unit, or ''. */
  unita: v.string(),
  /** The lower reference limit, or null. */
  rif_min: v.nullable(v.number()),
  /** The upper reference limit, or null. */
  rif_max: v.nullable(v.number()),
  /** The flag of the value against the range (resultFlag). */
  esito: v.picklist(resultFlags),
  /** The result's date, the exam's date (YYYY-MM-DD), or null when the exam has none. */
  data: v.nullable(v.string()),
});

/** The answer of the list and trend calls: results (by entry, or by exam date for a trend). */
export const ExamResultListAnswerSchema = v.object({
  /** The results. */
  data: v.array(ExamResultItemSchema),
});

/** The answer of the add call: the message and the result as stored. */
export const ExamResultSaveAnswerSchema = v.object({
  /** The success message, in the caller's language. */
  message: v.string(),
  /** The stored result. */
  data: ExamResultItemSchema,
});

/** The answer of the delete call. */
export const ExamResultDeleteAnswerSchema = v.object({
  /** The success message, in the caller's language. */
  message: v.string(),
  /** The deleted result. */
  data: v.object({ id_risultato: v.number() }),
});

/** The answer of the analytes call: each analyte the patient has results of. */
export const AnalyteListAnswerSchema = v.object({
  /** By name, case-insensitively; the name as most recently entered. */
  data: v.array(
    v.object({
      /** The analyte. */
      analita: v.string(),
      /** How many results it has. */
      risultati: v.number(),
    }),
  ),
});
