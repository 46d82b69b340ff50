import { isCurrentSmoker } from '@cartella/domain';
import { todayIso } from '@cartella/ui/date-field';
import { LoadingIndicator } from '@cartella/ui/loading-indicator';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { physiologicalQueryOptions } from '../../../../features/anamnesis/api/anamnesis.ts';

/**
 * The smoking status the physiological anamnesis records (issue 17, beyond the spec): the score
 * pages start from it. Null when the anamnesis does not say, or cannot be read (the page then
 * starts from 'no', as without it).
 */
export function SmokingStatus({
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
