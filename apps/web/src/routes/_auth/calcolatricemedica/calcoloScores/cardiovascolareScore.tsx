import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CardiovascularScore } from '../../../../features/calculators/components/cardiovascular-score.tsx';
import { RouteError } from '../../../../features/shell/components/route-error.tsx';
import { ScoreWithSmokingStatus } from '../-components/smoking-status.tsx';

export const Route = createFileRoute('/_auth/calcolatricemedica/calcoloScores/cardiovascolareScore')({
  errorComponent: RouteError,
  component: Page,
});

/** Cardiovascular risk page (spec 001 section 2 "Score pages"). */
function Page() {
  const { t } = useLingui();
  return <ScoreWithSmokingStatus title={t`Rischio cardiovascolare`} score={CardiovascularScore} />;
}
