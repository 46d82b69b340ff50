import {
  calculatorAgeRangesYears,
  clampMeldInputs,
  type MeldClampCode,
  meldNa,
  meldNaLimits,
} from '@cartella/calculators';
import { parseScoreNumber, type ScoreInputsOf } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { issueText } from '../../../lib/form-issues.ts';
import { CriteriaLoader, CriterionSwitch } from './criteria.tsx';
import { formatNumber } from './fields.tsx';
import type { PatientFacts } from './patient-facts.ts';
import { useScoreForm } from './score-form.tsx';
import { ScoreLayout } from './score-layout.tsx';

type Lab = 'creatinineMgDl' | 'bilirubinMgDl' | 'inr' | 'sodiumMmolL';
const emptyTexts: Record<Lab, string> = { creatinineMgDl: '', bilirubinMgDl: '', inr: '', sodiumMmolL: '' };

interface Calculated {
  score: number;
  mortality: number;
  clamps: readonly MeldClampCode[];
  inputs: ScoreInputsOf<'meld-score'>;
}

/** MELD(Na) (Kim 2008, OPTN 2016; spec 001 sections 2, 5 and 9), showing the clamped values used. */
export function MeldScore({ facts }: { facts: PatientFacts }) {
  const { t } = useLingui();
  const form = useScoreForm<Lab, { dialysis: boolean }, Calculated>({
    emptyTexts,
    firstAnswers: { dialysis: false },
    check: (_name, text) => parseScoreNumber(text),
  });
  const { checked, calculated } = form;
  const dialysis = form.answers.dialysis;
  const range = calculatorAgeRangesYears.meld;
  const limits = meldNaLimits;
  const clampText: Record<MeldClampCode, string> = {
    creatinine_set_by_dialysis: t`Creatinina impostata a ${limits.creatinineMgDl.dialysis} mg/dl per la dialisi`,
    creatinine_raised_to_minimum: t`Creatinina portata al minimo di ${limits.creatinineMgDl.min} mg/dl`,
    creatinine_lowered_to_maximum: t`Creatinina limitata al massimo di ${limits.creatinineMgDl.max} mg/dl`,
    bilirubin_raised_to_minimum: t`Bilirubina portata al minimo di ${limits.bilirubinMgDl.min} mg/dl`,
    inr_raised_to_minimum: t`INR portato al minimo di ${limits.inr.min}`,
    sodium_raised_to_minimum: t`Sodio portato al minimo di ${limits.sodiumMmolL.min} mmol/l`,
    sodium_lowered_to_maximum: t`Sodio limitato al massimo di ${limits.sodiumMmolL.max} mmol/l`,
  };

  function calculate() {
    const { creatinineMgDl, bilirubinMgDl, inr, sodiumMmolL } = checked;
    if (
      creatinineMgDl.value === null ||
      bilirubinMgDl.value === null ||
      inr.value === null ||
      sodiumMmolL.value === null ||
      [creatinineMgDl.value, bilirubinMgDl.value, inr.value, sodiumMmolL.value].some((value) => value <= 0)
    ) {
      form.fail(issueText('score_values_invalid'));
      return;
    }
    if (facts.ageYears === null || facts.ageYears < range.min) {
      form.fail(issueText('out_of_range', { min: range.min, max: range.max }));
      return;
    }
    const inputs = {
      creatinineMgDl: creatinineMgDl.value,
      bilirubinMgDl: bilirubinMgDl.value,
      inr: inr.value,
      sodiumMmolL: sodiumMmolL.value,
      dialysisTwiceInPastWeek: dialysis,
    };
    const result = meldNa(inputs);
    const { clamps } = clampMeldInputs(inputs);
    form.succeed({ score: result.score, mortality: result.mortality3MonthPercent, clamps, inputs });
  }

  return (
    <ScoreLayout
      title={t`Punteggio MELD`}
      description={
        <p className="m-0">
          {t`Stima la mortalità a 3 mesi nei pazienti con malattia epatica terminale (MELD-Na). Il paziente deve avere più di 12 anni.`}
        </p>
      }
      result={
        calculated === null ? null : (
          <>
            <p className="m-0">
              {t`Punteggio MELD`}: <strong data-testid="meld-score">{calculated.score}</strong>
            </p>
            <p className="m-0">
              {t`Mortalità stimata a 3 mesi`}:{' '}
              <strong data-testid="meld-mortality">{`${formatNumber(calculated.mortality)}%`}</strong>
            </p>
            {calculated.clamps.length > 0 ? (
              <ul className="m-0 mt-2 pl-5" data-testid="meld-clamps">
                {calculated.clamps.map((code) => (
                  <li key={code}>{clampText[code]}</li>
                ))}
              </ul>
            ) : null}
          </>
        )
      }
      calculationError={form.error}
      onCalculate={calculate}
      payload={
        calculated === null
          ? null
          : {
              id_paziente: facts.patientId,
              nome_score: 'meld-score',
              valore_score: calculated.score,
              inputs: calculated.inputs,
            }
      }
      onSaved={form.reset}
      patientId={facts.patientId}
      historyKind="meld-score"
      formatValue={(entry) => formatNumber(entry.valore_score)}
    >
      <CriteriaLoader kind="meld">
        {(criteria) =>
          criteria.map((criterion) => (
            <CriterionSwitch
              key={criterion.key}
              criterion={criterion}
              checked={dialysis}
              onCheckedChange={(value) => form.setAnswer('dialysis', value)}
            />
          ))
        }
      </CriteriaLoader>
      <div className="grid gap-4 md:grid-cols-2">
        {form.field('creatinineMgDl', t`Creatinina`, 'mg/dl')}
        {form.field('bilirubinMgDl', t`Bilirubina`, 'mg/dl')}
        {form.field('inr', t`INR`, 'INR')}
        {form.field('sodiumMmolL', t`Sodio`, 'mmol/l')}
      </div>
    </ScoreLayout>
  );
}
