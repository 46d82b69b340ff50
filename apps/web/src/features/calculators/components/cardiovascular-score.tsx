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
import { formatNumber } from './fields.tsx';
import { RecordFacts } from './record-facts.tsx';
import {
  type LipidMeasure,
  LipidMeasureFields,
  lipidMeasuresOf,
  lipidMeasureTexts,
  type RiskResult,
  roundTo2,
  SmokerFromHistoryNote,
  type SmokingScoreProps,
  TenYearRisk,
  useScoreForm,
} from './score-form.tsx';
import { ScoreLayout } from './score-layout.tsx';

const noAnswers = { smoker: false, diabetes: false, bpTreated: false };
type Answers = typeof noAnswers;
function isAnswerKey(key: string): key is keyof Answers {
  return key in noAnswers;
}
type Calculated = RiskResult<ScoreInputsOf<'cardiovascolare-score'>>;

/** 10-year ASCVD risk, ACC/AHA Pooled Cohort Equations (Goff 2013; spec 001 sections 2, 5 and 9). */
export function CardiovascularScore({ facts, smokerFromHistory = null }: SmokingScoreProps) {
  const { t } = useLingui();
  const form = useScoreForm<LipidMeasure, Answers, Calculated>({
    emptyTexts: lipidMeasureTexts,
    firstAnswers: { ...noAnswers, smoker: smokerFromHistory ?? false },
    check: (_name, text) => parseScoreNumber(text),
  });
  const { answers, checked, calculated } = form;
  const [ethnicity, setEthnicity] = useState<CardiovascularEthnicity | null>(null);

  function calculate() {
    const race = ethnicity === null ? null : cardiovascularRaceByEthnicity[ethnicity];
    const issue = checkCardiovascularScoreInputs({
      sex: facts.sex,
      race,
      ageYears: facts.ageYears,
      ...form.texts,
    });
    const { sex, ageYears } = facts;
    const measures = lipidMeasuresOf(checked);
    if (issue !== null || sex === null || ageYears === null || race === null || measures === null) {
      form.fail(issueText(issue?.code ?? 'score_fields_missing', issue?.params));
      return;
    }
    const { riskPercent } = ascvdPooledCohort({ ...measures, ...answers, sex, ageYears, race });
    form.succeed({ risk: roundTo2(riskPercent), inputs: { ...measures, ...answers, race } });
  }

  return (
    <ScoreLayout
      title={t`Rischio cardiovascolare`}
      description={
        <p className="m-0">
          {t`Stima il rischio a 10 anni di un primo evento cardiovascolare aterosclerotico (equazioni ACC/AHA 2013), tra 40 e 79 anni. L'età e il sesso vengono dalla scheda paziente.`}
        </p>
      }
      result={
        calculated === null ? null : <TenYearRisk risk={calculated.risk} testId="cardiovascular-risk" />
      }
      calculationError={form.error}
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
        form.reset();
        setEthnicity(null);
      }}
      patientId={facts.patientId}
      historyKind="cardiovascolare-score"
      formatValue={(entry) => `${formatNumber(entry.valore_score)}%`}
    >
      <RecordFacts facts={facts} />
      <SmokerFromHistoryNote smokerFromHistory={smokerFromHistory} />
      <LipidMeasureFields field={form.field} />
      <RadioGroup
        label={t`Etnia`}
        orientation="horizontal"
        value={ethnicity ?? ''}
        onValueChange={(value) => {
          setEthnicity(isCardiovascularEthnicity(value) ? value : null);
          form.clear();
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
                onCheckedChange={(value) => form.setAnswer(key, value)}
              />
            );
          })
        }
      </CriteriaLoader>
    </ScoreLayout>
  );
}
