import { createFileRoute } from '@tanstack/react-router';
import { CardiovascularScore } from '../../../../features/calculators/components/cardiovascular-score.tsx';
import { RouteError } from '../../../../features/shell/components/route-error.tsx';
import { CalculatorAccess } from '../-components/calculator-access.tsx';
import { SmokingStatus } from '../-components/smoking-status.tsx';

export const Route = createFileRoute('/_auth/calcolatricemedica/calcoloScores/cardiovascolareScore')({
  errorComponent: RouteError,
  component: Page,
});

/** Cardiovascular risk page (spec 001 section 2 "Score pages"). */
function Page() {
  const { session } = Route.useRouteContext();
  return (
    <CalculatorAccess patientId={session.user.id_paziente}>
      {(facts) => (
        <SmokingStatus patientId={facts.patientId}>
          {(smoker) => <CardiovascularScore facts={facts} smokerFromHistory={smoker} />}
        </SmokingStatus>
      )}
    </CalculatorAccess>
  );
}
