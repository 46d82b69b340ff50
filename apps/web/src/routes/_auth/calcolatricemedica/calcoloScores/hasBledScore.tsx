import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HasBledScore } from '../../../../features/calculators/components/has-bled-score.tsx';
import { RouteError } from '../../../../features/shell/components/route-error.tsx';
import { CalculatorAccess } from '../-components/calculator-access.tsx';

export const Route = createFileRoute('/_auth/calcolatricemedica/calcoloScores/hasBledScore')({
  errorComponent: RouteError,
  component: Page,
});

/** HAS-BLED page (spec 001 section 2 "Score pages"). */
function Page() {
  const { t } = useLingui();
  return (
    <CalculatorAccess title={t`Punteggio HAS-BLED`}>
      {(facts) => <HasBledScore facts={facts} />}
    </CalculatorAccess>
  );
}
