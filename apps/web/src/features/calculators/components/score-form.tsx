import type { CheckedInput } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { CriterionSwitch, type CriterionText } from './criteria.tsx';
import { formatNumber, ScoreNumberField } from './fields.tsx';
import type { PatientFacts } from './patient-facts.ts';

interface ScoreFormOptions<Measure extends string, Answers extends Record<string, boolean>> {
  /** The typed measures of a fresh form. */
  emptyTexts: Record<Measure, string>;
  /** The yes/no answers of a fresh form. */
  firstAnswers: Answers;
  /** Reads one typed measure: its value, or the issue to show under the field. */
  check: (name: Measure, text: string) => CheckedInput;
}

/**
 * The state every score form keeps: the typed measures, the yes/no answers, the last result and
 * the reason there is none. Any change clears the result; saving starts the form over.
 */
export function useScoreForm<Measure extends string, Answers extends Record<string, boolean>, Result>({
  emptyTexts,
  firstAnswers,
  check,
}: ScoreFormOptions<Measure, Answers>) {
  const [texts, setTexts] = useState(emptyTexts);
  const [answers, setAnswers] = useState(firstAnswers);
  const [calculated, setCalculated] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const names = Object.keys(emptyTexts) as Measure[];
  const checked = Object.fromEntries(names.map((name) => [name, check(name, texts[name])])) as Record<
    Measure,
    CheckedInput
  >;

  function setAnswer(key: keyof Answers, value: boolean) {
    setAnswers((current) => ({ ...current, [key]: value }));
    setCalculated(null);
  }

  return {
    texts,
    answers,
    checked,
    calculated,
    error,
    setAnswer,
    /** Clears the result after a change the form does not hold itself. */
    clear: () => setCalculated(null),
    /** No result, and why. */
    fail: (message: string) => {
      setCalculated(null);
      setError(message);
    },
    succeed: (result: Result) => {
      setError(null);
      setCalculated(result);
    },
    reset: () => {
      setTexts(emptyTexts);
      setAnswers(firstAnswers);
      setCalculated(null);
    },
    /** A measure's field, with its unit and the issue under it. */
    field: (name: Measure, label: string, unit: string) => (
      <ScoreNumberField
        label={label}
        unit={unit}
        text={texts[name]}
        checked={checked[name]}
        onTextChange={(text) => {
          setTexts((current) => ({ ...current, [name]: text }));
          setCalculated(null);
        }}
      />
    ),
    /** The yes/no switch of a criterion the patient answers, or nothing for one the record answers. */
    answerSwitch: (criterion: CriterionText) => {
      if (!(criterion.key in firstAnswers)) return null;
      const key = criterion.key as keyof Answers;
      return (
        <CriterionSwitch
          key={criterion.key}
          criterion={criterion}
          checked={answers[key] === true}
          onCheckedChange={(value) => setAnswer(key, value)}
        />
      );
    },
  };
}

/** The measures both cardiovascular scores ask for, empty. */
export const lipidMeasureTexts = { totalCholesterolMgDl: '', hdlCholesterolMgDl: '', systolicBpMmHg: '' };
export type LipidMeasure = keyof typeof lipidMeasureTexts;

/** The lipid measures and the systolic pressure as numbers, or null while one is missing or not a number. */
export function lipidMeasuresOf(
  checked: Record<LipidMeasure, CheckedInput>,
): Record<LipidMeasure, number> | null {
  const { totalCholesterolMgDl, hdlCholesterolMgDl, systolicBpMmHg } = checked;
  if (
    totalCholesterolMgDl.value === null ||
    hdlCholesterolMgDl.value === null ||
    systolicBpMmHg.value === null
  ) {
    return null;
  }
  return {
    totalCholesterolMgDl: totalCholesterolMgDl.value,
    hdlCholesterolMgDl: hdlCholesterolMgDl.value,
    systolicBpMmHg: systolicBpMmHg.value,
  };
}

/** The fields of both cardiovascular scores: total and HDL cholesterol, and the systolic pressure. */
export function LipidMeasureFields({
  field,
}: {
  /** The score form's field maker (useScoreForm). */
  field: (name: LipidMeasure, label: string, unit: string) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {field('totalCholesterolMgDl', t`Colesterolo totale`, 'mg/dl')}
      {field('hdlCholesterolMgDl', t`Colesterolo HDL`, 'mg/dl')}
      {field('systolicBpMmHg', t`Pressione sistolica`, 'mmHg')}
    </div>
  );
}

/** A 10-year risk with the inputs it came from, as the form keeps it before saving. */
export interface RiskResult<Inputs> {
  risk: number;
  inputs: Inputs;
}

/**
 * Spec 001 section 9: a risk is shown with 2 decimals ("Result = 100 × (1 − baseline^exp(sum −
 * mean)), 2 decimals"); the server saves the same rounding.
 */
export function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}

export interface SmokingScoreProps {
  facts: PatientFacts;
  /** Smoking status from the physiological anamnesis (issue 17): prefills the smoker answer. */
  smokerFromHistory?: boolean | null;
}

/** The 10-year risk line of the cardiovascular scores. */
export function TenYearRisk({ risk, testId }: { risk: number; testId: string }) {
  const { t } = useLingui();
  return (
    <p className="m-0">
      {t`Rischio a 10 anni`}: <strong data-testid={testId}>{`${formatNumber(risk)}%`}</strong>
    </p>
  );
}

/** Says that the smoking answer came from the physiological anamnesis (issue 17), when it did. */
export function SmokerFromHistoryNote({
  smokerFromHistory,
}: {
  smokerFromHistory: boolean | null;
}): ReactNode {
  const { t } = useLingui();
  if (smokerFromHistory === null) return null;
  return (
    <p className="m-0 text-sm">{t`La risposta sul fumo è precompilata dall'anamnesi fisiologica: puoi cambiarla.`}</p>
  );
}
