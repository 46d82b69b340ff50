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

export function yesNoOptions(points: number): readonly ScoreCriterionOption[] {
  return [
    { id: 'no', points: 0, label: 'No' },
    { id: 'yes', points, label: 'Yes' },
  ];
}
