import { type HasBledInput, hasBled } from '@cartella/calculators';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ScoreSaveRequest, scoreCombinationsQueryOptions } from '../api/scores.ts';
import { CriteriaLoader, CriterionSwitch } from './criteria.tsx';
import { formatNumber } from './fields.tsx';
import type { PatientFacts } from './patient-facts.ts';
import { ScoreLayout } from './score-layout.tsx';

const noAnswers: HasBledInput = {
  uncontrolledHypertension: false,
  abnormalRenalFunction: false,
  abnormalLiverFunction: false,
  stroke: false,
  bleeding: false,
  labileInr: false,
  elderly: false,
  drugs: false,
  alcohol: false,
};

function isHasBledKey(key: string): key is keyof HasBledInput {
  return key in noAnswers;
}

/** HAS-BLED (Pisters 2010; spec 001 section 2): live total, the combination row of the total. */
export function HasBledScore({ facts }: { facts: PatientFacts }) {
  const { t, i18n } = useLingui();
  const rows = useQuery(scoreCombinationsQueryOptions('has-bled'));
  const [answers, setAnswers] = useState<HasBledInput>(noAnswers);
  const [calculated, setCalculated] = useState<{ total: number; answers: HasBledInput } | null>(null);
  const total = hasBled(answers).score;
  const row =
    calculated === null ? undefined : rows.data?.find((entry) => entry.puntegio_totale === calculated.total);
  const payload: ScoreSaveRequest | null =
    calculated === null
      ? null
      : {
          id_paziente: facts.patientId,
          nome_score: 'has-bled-score',
          valore_score: calculated.total,
          inputs: { ...calculated.answers },
        };
  const english = i18n.locale === 'en';

  return (
    <ScoreLayout
      title={t`Punteggio HAS-BLED`}
      description={
        <p className="m-0">
          {t`Stima il rischio di sanguinamento maggiore a un anno nei pazienti con fibrillazione atriale in terapia anticoagulante. Un punto per ogni criterio presente.`}
        </p>
      }
      total={total}
      result={
        calculated === null ? null : (
          <>
            <p className="m-0">
              {t`Punteggio`}: <strong>{calculated.total}</strong>
            </p>
            <p className="m-0">
              {t`Rischio di sanguinamento`}:{' '}
              <strong data-testid="bleeding-risk">
                {row?.richio_sanguinamento == null
                  ? t`dati insufficienti`
                  : t`${formatNumber(row.richio_sanguinamento)} sanguinamenti per 100 pazienti-anno`}
              </strong>
            </p>
            {row ? <p className="m-0">{english ? row.description_en : row.description}</p> : null}
          </>
        )
      }
      calculationError={null}
      onCalculate={() => setCalculated({ total, answers })}
      payload={payload}
      onSaved={() => {
        setAnswers(noAnswers);
        setCalculated(null);
      }}
      patientId={facts.patientId}
      historyKind="has-bled-score"
      formatValue={(entry) => formatNumber(entry.valore_score)}
    >
      <CriteriaLoader kind="has-bled">
        {(criteria) =>
          criteria.map((criterion) =>
            isHasBledKey(criterion.key) ? (
              <CriterionSwitch
                key={criterion.key}
                criterion={criterion}
                checked={answers[criterion.key]}
                onCheckedChange={(checked) => {
                  const key = criterion.key;
                  if (isHasBledKey(key)) setAnswers((current) => ({ ...current, [key]: checked }));
                  setCalculated(null);
                }}
              />
            ) : null,
          )
        }
      </CriteriaLoader>
    </ScoreLayout>
  );
}
