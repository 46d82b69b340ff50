import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Cha2ds2Score } from '../../../../features/calculators/components/cha2ds2-score.tsx';
import { RouteError } from '../../../../features/shell/components/route-error.tsx';
import { CalculatorAccess } from '../-components/calculator-access.tsx';

export const Route = createFileRoute('/_auth/calcolatricemedica/calcoloScores/chaDsVasScore')({
  errorComponent: RouteError,
  component: Page,
});

/** CHA2DS2-VASc page (spec 001 section 2 "Score pages"). */
function Page() {
  const { t } = useLingui();
  return (
    <CalculatorAccess title={t`Punteggio CHA2DS2-VASc`}>
      {(facts) => <Cha2ds2Score facts={facts} />}
    </CalculatorAccess>
  );
}
