import { calculatorAgeRangesYears, framinghamHardChd } from '@cartella/calculators';
import { checkFraminghamField, issueMessages, type ScoreInputsOf } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
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

const noAnswers = { smoker: false, bpTreated: false };
type Answers = typeof noAnswers;
type Calculated = RiskResult<ScoreInputsOf<'framingham-score'>>;

/** Framingham hard CHD, NCEP ATP III (spec 001 sections 2, 5 and 9). */
export function FraminghamScore({ facts, smokerFromHistory = null }: SmokingScoreProps) {
  const { t } = useLingui();
  const form = useScoreForm<LipidMeasure, Answers, Calculated>({
    emptyTexts: lipidMeasureTexts,
    firstAnswers: { ...noAnswers, smoker: smokerFromHistory ?? false },
    check: checkFraminghamField,
  });
  const { answers, checked, calculated } = form;
  const range = calculatorAgeRangesYears.framinghamHardChd;

  function calculate() {
    const measures = lipidMeasuresOf(checked);
    const { sex, ageYears } = facts;
    if (sex === null) {
      form.fail(domainText(issueMessages.sex_unknown));
      return;
    }
    if (ageYears === null || ageYears < range.min || ageYears > range.max) {
      form.fail(issueText('out_of_range', { min: range.min, max: range.max }));
      return;
    }
    if (measures === null) {
      form.fail(issueText('score_values_invalid'));
      return;
    }
    try {
      const { riskPercent } = framinghamHardChd({ ...measures, ...answers, sex, ageYears });
      form.succeed({ risk: roundTo2(riskPercent), inputs: { ...measures, ...answers } });
    } catch {
      form.fail(issueText('score_values_invalid'));
    }
  }

  return (
    <ScoreLayout
      title={t`Punteggio di Framingham`}
      description={
        <p className="m-0">
          {t`Stima il rischio a 10 anni di infarto miocardico o morte coronarica (NCEP ATP III), tra 20 e 79 anni. L'età e il sesso vengono dalla scheda paziente.`}
        </p>
      }
      result={calculated === null ? null : <TenYearRisk risk={calculated.risk} testId="framingham-risk" />}
      calculationError={form.error}
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
      onSaved={form.reset}
      patientId={facts.patientId}
      historyKind="framingham-risk-score"
      formatValue={(entry) => `${formatNumber(entry.valore_score)}%`}
    >
      <RecordFacts facts={facts} />
      <SmokerFromHistoryNote smokerFromHistory={smokerFromHistory} />
      <CriteriaLoader kind="framingham">{(criteria) => criteria.map(form.answerSwitch)}</CriteriaLoader>
      <LipidMeasureFields field={form.field} />
    </ScoreLayout>
  );
}
