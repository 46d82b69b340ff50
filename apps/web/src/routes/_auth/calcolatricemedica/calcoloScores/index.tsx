import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ScoreList } from '../../../../features/calculators/components/score-list.tsx';
import { RouteError } from '../../../../features/shell/components/route-error.tsx';
import { CalculatorAccess } from '../-components/calculator-access.tsx';

export const Route = createFileRoute('/_auth/calcolatricemedica/calcoloScores/')({
  errorComponent: RouteError,
  component: Page,
});

/** The list of score buttons (spec 001 section 2 "Calculators"). */
function Page() {
  const { t } = useLingui();
  return <CalculatorAccess title={t`Calcolo scores`}>{() => <ScoreList />}</CalculatorAccess>;
}
