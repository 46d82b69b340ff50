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
  return <ScoreWithSmokingStatus score={CardiovascularScore} />;
}
