import * as v from 'valibot';

/** A criterion of a score, in both languages (spec 000 section 3 "Score criterion"). */
const ScoreCriterionSchema = v.object({
  /** Criterion id. */
  id: v.number(),
  /** Input field of the calculator the criterion feeds (Cartella addition). */
  key: v.string(),
  /** Title, in Italian. */
  title: v.string(),
  /** Description, in Italian. */
  description: v.string(),
  /** First option, in Italian. */
  option1: v.string(),
  /** Second option, in Italian. */
  option2: v.string(),
  /** Third option, in Italian, or null. */
  option3: v.nullable(v.string()),
  /** Points the criterion adds. */
  score: v.number(),
  /** Whether the criterion starts selected: '1' yes, '0' no. */
  isSelected: v.picklist(['0', '1']),
  /** Title, in English. */
  title_en: v.string(),
  /** Description, in English. */
  description_en: v.string(),
  /** First option, in English. */
  option1_en: v.string(),
  /** Second option, in English. */
  option2_en: v.string(),
  /** Third option, in English, or null. */
  option3_en: v.nullable(v.string()),
});
export type ScoreCriterionRow = v.InferOutput<typeof ScoreCriterionSchema>;

/** The answer of GET /api/scoring/{kind}: the criteria of a score. */
export const ScoreCriteriaAnswerSchema = v.object({
  /** The criteria, in order. */
  data: v.array(ScoreCriterionSchema),
});

/** A total of a score and the risk it means (spec 000 section 3 "Score result"). */
const ScoreCombinationSchema = v.object({
  /** Row id. */
  id: v.number(),
  /** The total (the spec's spelling). */
  puntegio_totale: v.number(),
  /** Risk, percent; null where the paper had too few patients (HAS-BLED 6-9). */
  richio_sanguinamento: v.nullable(v.number()),
  /** Second risk, percent (CHA2DS2-VASc only), or null. */
  richio_sanguinamento_additional: v.nullable(v.number()),
  /** Description, in Italian. */
  description: v.string(),
  /** Description, in English. */
  description_en: v.string(),
});

/** The answer of GET /api/score-result/{kind}: every total of a score with its risk. */
export const ScoreCombinationsAnswerSchema = v.object({
  /** The totals, lowest first. */
  data: v.array(ScoreCombinationSchema),
});

/** A saved score in the history table. */
const ScoreHistoryRowSchema = v.object({
  /** Row id. */
  id: v.number(),
  /** Save time (ISO-8601). */
  created_at: v.string(),
  /** Score value. */
  valore_score: v.number(),
  /** Second value (CHA2DS2-VASc only), or null. */
  additional_score: v.nullable(v.number()),
});
export type ScoreHistoryRow = v.InferOutput<typeof ScoreHistoryRowSchema>;

/** The answer of GET /api/score/{patient}/{kind}: the patient's saved values of a score. */
export const ScoreHistoryAnswerSchema = v.object({
  /** The saved values, newest first. */
  data: v.array(ScoreHistoryRowSchema),
});

/** The answer of POST /api/score: the saved value. */
export const ScoreSavedAnswerSchema = v.object({
  /** The saved row. */
  data: ScoreHistoryRowSchema,
});
