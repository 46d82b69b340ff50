import { createFileRoute } from '@tanstack/react-router';
import { ClearanceCalculator } from '../../../features/calculators/components/clearance-calculator.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { CalculatorAccess } from './-components/calculator-access.tsx';

export const Route = createFileRoute('/_auth/calcolatricemedica/Clearance')({
  errorComponent: RouteError,
  component: Page,
});

/** Kidney function (spec 001 section 2 "Calculators"). */
function Page() {
  const { session } = Route.useRouteContext();
  return (
    <CalculatorAccess patientId={session.user.id_paziente}>
      {(facts) => <ClearanceCalculator facts={facts} />}
    </CalculatorAccess>
  );
}
