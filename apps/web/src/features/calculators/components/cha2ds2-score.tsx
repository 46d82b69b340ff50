import { type Cha2ds2VascInput, cha2ds2Vasc, cha2ds2VascCriteria } from '@cartella/calculators';
import { issueMessages } from '@cartella/domain';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { RadioGroup } from '@cartella/ui/radio-group';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { domainText } from '../../../lib/i18n.ts';
import { type ScoreSaveRequest, scoreCombinationsQueryOptions } from '../api/scores.ts';
import { CriteriaLoader, CriterionSwitch, type CriterionText } from './criteria.tsx';
import { formatNumber } from './fields.tsx';
import type { PatientFacts } from './patient-facts.ts';
import { ScoreLayout } from './score-layout.tsx';

type Answers = Omit<Cha2ds2VascInput, 'ageYears' | 'sex'>;
const noAnswers: Answers = {
  congestiveHeartFailure: false,
  hypertension: false,
  diabetes: false,
  strokeTiaThromboembolism: false,
  vascularDisease: false,
};
function isAnswerKey(key: string): key is keyof Answers {
  return key in noAnswers;
}

/**
 * Which option of a record-derived criterion (age, sex) applies: the points the calculator gives
 * for it alone, matched to the package's option list, so no band is re-implemented here.
 */
function optionIndex(criterionId: 'ageYears' | 'sex', points: number): number {
  const criterion = cha2ds2VascCriteria.find((entry) => entry.id === criterionId);
  return criterion?.options.findIndex((option) => option.points === points) ?? -1;
}

/** CHA2DS2-VASc (Lip 2010, Friberg 2012; spec 001 section 2): age and sex come from the record. */
export function Cha2ds2Score({ facts }: { facts: PatientFacts }) {
  const { t, i18n } = useLingui();
  const rows = useQuery(scoreCombinationsQueryOptions('cha2ds2'));
  const [answers, setAnswers] = useState<Answers>(noAnswers);
  const [calculated, setCalculated] = useState<{ total: number; answers: Answers } | null>(null);
  const { sex, ageYears } = facts;
  const usable = sex !== null && ageYears !== null;
  const total = usable ? cha2ds2Vasc({ ...answers, sex, ageYears }).score : null;
  const agePoints = ageYears === null ? null : cha2ds2Vasc({ ...noAnswers, sex: 'male', ageYears }).score;
  const sexPoints = sex === null ? null : cha2ds2Vasc({ ...noAnswers, sex, ageYears: 0 }).score;
  const row =
    calculated === null ? undefined : rows.data?.find((entry) => entry.puntegio_totale === calculated.total);
  const payload: ScoreSaveRequest | null =
    calculated === null || row === undefined
      ? null
      : {
          id_paziente: facts.patientId,
          nome_score: 'cha2ds2-score',
          valore_score: calculated.total,
          additional_score: row.richio_sanguinamento_additional,
          inputs: { ...calculated.answers },
        };
  const english = i18n.locale === 'en';

  const recordCriterion = (criterion: CriterionText, points: number | null) => {
    const index = points === null ? -1 : optionIndex(criterion.key === 'sex' ? 'sex' : 'ageYears', points);
    return (
      <RadioGroup
        key={criterion.key}
        label={`${criterion.title} (${criterion.description})`}
        orientation="horizontal"
        disabled
        value={index < 0 ? '' : String(index)}
        options={criterion.options.map((label, position) => ({ value: String(position), label }))}
      />
    );
  };

  return (
    <ScoreLayout
      title={t`Punteggio CHA2DS2-VASc`}
      description={
        <p className="m-0">
          {t`Stima il rischio annuo di ictus nei pazienti con fibrillazione atriale non valvolare. L'età e il sesso vengono dalla scheda paziente.`}
        </p>
      }
      total={total ?? '-'}
      result={
        calculated === null || row === undefined ? null : (
          <>
            <p className="m-0">
              {t`Punteggio`}: <strong>{calculated.total}</strong>
            </p>
            <p className="m-0">
              {t`Rischio di ictus ischemico`}:{' '}
              <strong data-testid="stroke-risk">{`${formatNumber(row.richio_sanguinamento ?? 0)}% ${t`annuo`}`}</strong>
            </p>
            <p className="m-0">
              {t`Rischio di ictus/TIA/embolia`}:{' '}
              <strong data-testid="stroke-tia-risk">{`${formatNumber(row.richio_sanguinamento_additional ?? 0)}% ${t`annuo`}`}</strong>
            </p>
            <p className="m-0">{english ? row.description_en : row.description}</p>
          </>
        )
      }
      calculationError={usable ? null : calculated === null ? null : domainText(issueMessages.sex_unknown)}
      onCalculate={() => {
        if (total === null) {
          setCalculated(null);
          return;
        }
        setCalculated({ total, answers });
      }}
      payload={payload}
      onSaved={() => {
        setAnswers(noAnswers);
        setCalculated(null);
      }}
      patientId={facts.patientId}
      historyKind="cha2-ds2-score"
      formatValue={(entry) =>
        entry.additional_score === null
          ? formatNumber(entry.valore_score)
          : `${formatNumber(entry.valore_score)} (${formatNumber(entry.additional_score)}%)`
      }
    >
      {sex === null ? (
        <InlineAlert variant="warning">{domainText(issueMessages.sex_unknown)}</InlineAlert>
      ) : null}
      <CriteriaLoader kind="cha2ds2">
        {(criteria) =>
          criteria.map((criterion) => {
            if (criterion.key === 'ageYears') return recordCriterion(criterion, agePoints);
            if (criterion.key === 'sex') return recordCriterion(criterion, sexPoints);
            if (!isAnswerKey(criterion.key)) return null;
            const key = criterion.key;
            return (
              <CriterionSwitch
                key={key}
                criterion={criterion}
                checked={answers[key]}
                onCheckedChange={(checked) => {
                  setAnswers((current) => ({ ...current, [key]: checked }));
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
