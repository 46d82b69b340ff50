import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <CalculatorAccess title={t`Punteggio MELD`}>{(facts) => <MeldScore facts={facts} />}</CalculatorAccess>
  );
}
