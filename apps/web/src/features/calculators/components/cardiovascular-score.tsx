import { ascvdPooledCohort } from '@cartella/calculators';
import {
  type CardiovascularEthnicity,
  cardiovascularEthnicities,
  cardiovascularEthnicityLabels,
  cardiovascularRaceByEthnicity,
  checkCardiovascularScoreInputs,
  isCardiovascularEthnicity,
  parseScoreNumber,
  type ScoreInputsOf,
} from '@cartella/domain';
import { Checkbox } from '@cartella/ui/checkbox';
import { RadioGroup } from '@cartella/ui/radio-group';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { issueText } from '../../../lib/form-issues.ts';
import { domainText } from '../../../lib/i18n.ts';
import { CriteriaLoader } from './criteria.tsx';
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
const noAnswers = { smoker: false, diabetes: false, bpTreated: false };
type Answers = typeof noAnswers;
function isAnswerKey(key: string): key is keyof Answers {
  return key in noAnswers;
}

/** Spec 001 section 9: "Result = 100 × (1 − baseline^exp(sum − mean)), 2 decimals". */
function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** 10-year ASCVD risk, ACC/AHA Pooled Cohort Equations (Goff 2013; spec 001 sections 2, 5 and 9). */
export function CardiovascularScore({
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
  const [ethnicity, setEthnicity] = useState<CardiovascularEthnicity | null>(null);
  const [calculated, setCalculated] = useState<{
    risk: number;
    inputs: ScoreInputsOf<'cardiovascolare-score'>;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const checked = {
    totalCholesterolMgDl: parseScoreNumber(texts.totalCholesterolMgDl),
    hdlCholesterolMgDl: parseScoreNumber(texts.hdlCholesterolMgDl),
    systolicBpMmHg: parseScoreNumber(texts.systolicBpMmHg),
  };

  function calculate() {
    setCalculated(null);
    const race = ethnicity === null ? null : cardiovascularRaceByEthnicity[ethnicity];
    const issue = checkCardiovascularScoreInputs({
      sex: facts.sex,
      race,
      ageYears: facts.ageYears,
      ...texts,
    });
    const { sex, ageYears } = facts;
    const { totalCholesterolMgDl, hdlCholesterolMgDl, systolicBpMmHg } = checked;
    if (
      issue !== null ||
      sex === null ||
      ageYears === null ||
      race === null ||
      totalCholesterolMgDl.value === null ||
      hdlCholesterolMgDl.value === null ||
      systolicBpMmHg.value === null
    ) {
      setError(issueText(issue?.code ?? 'score_fields_missing', issue?.params));
      return;
    }
    const measures = {
      totalCholesterolMgDl: totalCholesterolMgDl.value,
      hdlCholesterolMgDl: hdlCholesterolMgDl.value,
      systolicBpMmHg: systolicBpMmHg.value,
    };
    const { riskPercent } = ascvdPooledCohort({ ...measures, ...answers, sex, ageYears, race });
    setError(null);
    setCalculated({ risk: roundTo2(riskPercent), inputs: { ...measures, ...answers, race } });
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
      title={t`Rischio cardiovascolare`}
      description={
        <p className="m-0">
          {t`Stima il rischio a 10 anni di un primo evento cardiovascolare aterosclerotico (equazioni ACC/AHA 2013), tra 40 e 79 anni. L'età e il sesso vengono dalla scheda paziente.`}
        </p>
      }
      result={
        calculated === null ? null : (
          <p className="m-0">
            {t`Rischio a 10 anni`}:{' '}
            <strong data-testid="cardiovascular-risk">{`${formatNumber(calculated.risk)}%`}</strong>
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
              nome_score: 'cardiovascolare-score',
              valore_score: calculated.risk,
              inputs: calculated.inputs,
            }
      }
      onSaved={() => {
        setTexts(emptyTexts);
        setAnswers(firstAnswers);
        setEthnicity(null);
        setCalculated(null);
      }}
      patientId={facts.patientId}
      historyKind="cardiovascolare-score"
      formatValue={(entry) => `${formatNumber(entry.valore_score)}%`}
    >
      <RecordFacts facts={facts} />
      {smokerFromHistory === null ? null : (
        <p className="m-0 text-sm">{t`La risposta sul fumo è precompilata dall'anamnesi fisiologica: puoi cambiarla.`}</p>
      )}
      <div className="grid gap-4 md:grid-cols-3">
        {field('totalCholesterolMgDl', t`Colesterolo totale`, 'mg/dl')}
        {field('hdlCholesterolMgDl', t`Colesterolo HDL`, 'mg/dl')}
        {field('systolicBpMmHg', t`Pressione sistolica`, 'mmHg')}
      </div>
      <RadioGroup
        label={t`Etnia`}
        orientation="horizontal"
        value={ethnicity ?? ''}
        onValueChange={(value) => {
          setEthnicity(isCardiovascularEthnicity(value) ? value : null);
          setCalculated(null);
        }}
        options={cardiovascularEthnicities.map((code) => ({
          value: code,
          label: domainText(cardiovascularEthnicityLabels[code]),
        }))}
      />
      <CriteriaLoader kind="cardiovascolare">
        {(criteria) =>
          criteria.map((criterion) => {
            if (!isAnswerKey(criterion.key)) return null;
            const key = criterion.key;
            return (
              <Checkbox
                key={key}
                label={criterion.title}
                description={criterion.description}
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
    </ScoreLayout>
  );
}
