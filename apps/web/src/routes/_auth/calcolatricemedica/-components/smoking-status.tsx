import { isCurrentSmoker } from '@cartella/domain';
import { todayIso } from '@cartella/ui/date-field';
import { LoadingIndicator } from '@cartella/ui/loading-indicator';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { physiologicalQueryOptions } from '../../../../features/anamnesis/api/anamnesis.ts';
import type { SmokingScoreProps } from '../../../../features/calculators/components/score-form.tsx';
import { CalculatorAccess } from './calculator-access.tsx';

/**
 * The smoking status the physiological anamnesis records (issue 17, beyond the spec): the score
 * pages start from it. Null when the anamnesis does not say, or cannot be read (the page then
 * starts from 'no', as without it).
 */
function SmokingStatus({
  patientId,
  children,
}: {
  patientId: number;
  children: (smoker: boolean | null) => ReactNode;
}) {
  const { t } = useLingui();
  const anamnesis = useQuery(physiologicalQueryOptions(patientId));
  if (anamnesis.isPending) return <LoadingIndicator label={t`Caricamento`} />;
  return <>{children(anamnesis.isSuccess ? isCurrentSmoker(anamnesis.data.data, todayIso()) : null)}</>;
}

/** A score page that starts from the smoking status: the calculator's access, then the anamnesis. */
export function ScoreWithSmokingStatus({
  title,
  score: Score,
}: {
  title: string;
  score: ComponentType<SmokingScoreProps>;
}) {
  return (
    <CalculatorAccess title={title}>
      {(facts) => (
        <SmokingStatus patientId={facts.patientId}>
          {(smoker) => <Score facts={facts} smokerFromHistory={smoker} />}
        </SmokingStatus>
      )}
    </CalculatorAccess>
  );
}
