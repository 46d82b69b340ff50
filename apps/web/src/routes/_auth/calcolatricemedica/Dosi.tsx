import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DoseCalculator } from '../../../features/calculators/components/dose-calculator.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { CalculatorAccess } from './-components/calculator-access.tsx';

export const Route = createFileRoute('/_auth/calcolatricemedica/Dosi')({
  errorComponent: RouteError,
  component: Page,
});

/** Dose by weight or body surface, infusion rate, drops (spec 001 section 2 "Calculators"). */
function Page() {
  const { t } = useLingui();
  return (
    <CalculatorAccess title={t`Calcolo delle dosi`}>
      {(facts) => <DoseCalculator facts={facts} />}
    </CalculatorAccess>
  );
}
