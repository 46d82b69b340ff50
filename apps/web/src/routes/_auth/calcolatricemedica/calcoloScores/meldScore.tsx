import { createFileRoute } from '@tanstack/react-router';
import { MeldScore } from '../../../../features/calculators/components/meld-score.tsx';
import { RouteError } from '../../../../features/shell/components/route-error.tsx';
import { CalculatorAccess } from '../-components/calculator-access.tsx';

export const Route = createFileRoute('/_auth/calcolatricemedica/calcoloScores/meldScore')({
  errorComponent: RouteError,
  component: Page,
});

/** MELD page (spec 001 section 2 "Score pages"). */
function Page() {
  return <CalculatorAccess>{(facts) => <MeldScore facts={facts} />}</CalculatorAccess>;
}
