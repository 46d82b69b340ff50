import { calculatorAgeRangesYears, framinghamHardChd } from '@cartella/calculators';
import { checkFraminghamField, issueMessages, type ScoreInputsOf } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { issueText } from '../../../lib/form-issues.ts';
import { domainText } from '../../../lib/i18n.ts';
import { CriteriaLoader, CriterionSwitch } from './criteria.tsx';
import { formatNumber, ScoreNumberField } from './fields.tsx';
import type { PatientFacts } from './patient-facts.ts';
import { RecordFacts } from './record-facts.tsx';
import { ScoreLayout } from './score-layout.tsx';

type Measure = 'totalCholesterolMgDl' | 'hdlCholesterolMgDl' | 'systolicBpMmHg';
const emptyTexts: Record<Measure, string> = {
  totalCholesterolMgDl: '',
  hdlCholesterolMgDl: '',
  systolicBpMmHg: '',
};
const noAnswers = { smoker: false, bpTreated: false };
type Answers = typeof noAnswers;
function isAnswerKey(key: string): key is keyof Answers {
  return key in noAnswers;
}

/** Spec 001 section 9: the risk is shown with 2 decimals; the server saves the same rounding. */
function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Framingham hard CHD, NCEP ATP III (spec 001 sections 2, 5 and 9). */
export function FraminghamScore({
  facts,
  smokerFromHistory = null,
}: {
  facts: PatientFacts;
  /** Smoking status from the physiological anamnesis (issue 17): prefills the smoker answer. */
  smokerFromHistory?: boolean | null;
}) {
  const { t } = useLingui();
  const firstAnswers: Answers = { ...noAnswers, smoker: smokerFromHistory ?? false };
  const [texts, setTexts] = useState(emptyTexts);
  const [answers, setAnswers] = useState<Answers>(firstAnswers);
  const [calculated, setCalculated] = useState<{
    risk: number;
    inputs: ScoreInputsOf<'framingham-score'>;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const checked = {
    totalCholesterolMgDl: checkFraminghamField('totalCholesterolMgDl', texts.totalCholesterolMgDl),
    hdlCholesterolMgDl: checkFraminghamField('hdlCholesterolMgDl', texts.hdlCholesterolMgDl),
    systolicBpMmHg: checkFraminghamField('systolicBpMmHg', texts.systolicBpMmHg),
  };
  const range = calculatorAgeRangesYears.framinghamHardChd;

  function calculate() {
    setCalculated(null);
    const { totalCholesterolMgDl, hdlCholesterolMgDl, systolicBpMmHg } = checked;
    const { sex, ageYears } = facts;
    if (sex === null) {
      setError(domainText(issueMessages.sex_unknown));
      return;
    }
    if (ageYears === null || ageYears < range.min || ageYears > range.max) {
      setError(issueText('out_of_range', { min: range.min, max: range.max }));
      return;
    }
    if (
      totalCholesterolMgDl.value === null ||
      hdlCholesterolMgDl.value === null ||
      systolicBpMmHg.value === null
    ) {
      setError(issueText('score_values_invalid'));
      return;
    }
    const measures = {
      totalCholesterolMgDl: totalCholesterolMgDl.value,
      hdlCholesterolMgDl: hdlCholesterolMgDl.value,
      systolicBpMmHg: systolicBpMmHg.value,
    };
    try {
      const { riskPercent } = framinghamHardChd({ ...measures, ...answers, sex, ageYears });
      setError(null);
      setCalculated({ risk: roundTo2(riskPercent), inputs: { ...measures, ...answers } });
    } catch {
      setError(issueText('score_values_invalid'));
    }
  }

  const field = (name: Measure, label: string, unit: string) => (
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
  );

  return (
    <ScoreLayout
      title={t`Punteggio di Framingham`}
      description={
        <p className="m-0">
          {t`Stima il rischio a 10 anni di infarto miocardico o morte coronarica (NCEP ATP III), tra 20 e 79 anni. L'età e il sesso vengono dalla scheda paziente.`}
        </p>
      }
      result={
        calculated === null ? null : (
          <p className="m-0">
            {t`Rischio a 10 anni`}:{' '}
            <strong data-testid="framingham-risk">{`${formatNumber(calculated.risk)}%`}</strong>
          </p>
        )
      }
      calculationError={error}
      onCalculate={calculate}
      payload={
        calculated === null
          ? null
          : {
              id_paziente: facts.patientId,
              nome_score: 'framingham-score',
              valore_score: calculated.risk,
              inputs: calculated.inputs,
            }
      }
      onSaved={() => {
        setTexts(emptyTexts);
        setAnswers(firstAnswers);
        setCalculated(null);
      }}
      patientId={facts.patientId}
      historyKind="framingham-risk-score"
      formatValue={(entry) => `${formatNumber(entry.valore_score)}%`}
    >
      <RecordFacts facts={facts} />
      {smokerFromHistory === null ? null : (
        <p className="m-0 text-sm">{t`La risposta sul fumo è precompilata dall'anamnesi fisiologica: puoi cambiarla.`}</p>
      )}
      <CriteriaLoader kind="framingham">
        {(criteria) =>
          criteria.map((criterion) => {
            if (!isAnswerKey(criterion.key)) return null;
            const key = criterion.key;
            return (
              <CriterionSwitch
                key={key}
                criterion={criterion}
                checked={answers[key]}
                onCheckedChange={(value) => {
                  setAnswers((current) => ({ ...current, [key]: value }));
                  setCalculated(null);
                }}
              />
            );
          })
        }
      </CriteriaLoader>
      <div className="grid gap-4 md:grid-cols-3">
        {field('totalCholesterolMgDl', t`Colesterolo totale`, 'mg/dl')}
        {field('hdlCholesterolMgDl', t`Colesterolo HDL`, 'mg/dl')}
        {field('systolicBpMmHg', t`Pressione sistolica`, 'mmHg')}
      </div>
    </ScoreLayout>
  );
}
