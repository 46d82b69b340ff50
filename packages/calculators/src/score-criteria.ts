/** One answer of a score criterion. */
export interface ScoreCriterionOption {
  /** Stable id of the answer. */
  readonly id: string;
  /** Points the answer adds. */
  readonly points: number;
  /** English short label; translated titles live in the domain package. */
  readonly label: string;
}

/** A criterion of a points score, as data the API can seed its criteria lists from. */
export interface ScoreCriterion {
  /** Stable id: the name of the matching input field of the score function. */
  readonly id: string;
  /** Highest points the criterion can add. */
  readonly points: number;
  /** English short label. */
  readonly label: string;
  /** The answers, lowest points first: no/yes, or three age bands for CHA2DS2-VASc's age. */
  readonly options: readonly ScoreCriterionOption[];
}

/**
 * A criterion with several answers, worth the points of its best one. Marked free of side effects,
 * like `yesNoCriterion`.
 */
/*#__NO_SIDE_EFFECTS__*/
export function criterion(
  id: string,
  label: string,
  options: readonly ScoreCriterionOption[],
): ScoreCriterion {
  return { id, points: Math.max(...options.map((option) => option.points)), label, options };
}

/**
 * A criterion answered no (0 points) or yes (its points). Marked free of side effects, so a bundle
 * that imports one calculator leaves the criteria tables it does not use out.
 */
/*#__NO_SIDE_EFFECTS__*/
export function yesNoCriterion(id: string, label: string, points: number): ScoreCriterion {
  return {
    id,
    points,
    label,
    options: [
      { id: 'no', points: 0, label: 'No' },
      { id: 'yes', points, label: 'Yes' },
    ],
  };
}
