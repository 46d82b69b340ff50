import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ClearanceCalculator } from '../../../features/calculators/components/clearance-calculator.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { CalculatorAccess } from './-components/calculator-access.tsx';

/**
 * `creatinina`: a serum creatinine in mg/dL to start from (an exam result's link, issue #19). Only
 * a finite number is kept; the calculator's own field judges its range, as if it had been typed.
 * (The range rules stay in the calculator's lazy chunk: this route config is in every page's.)
 */
const CreatinineSchema = v.pipe(v.number(), v.finite());

function searchOf(search: Record<string, unknown>): { creatinina?: number } {
  return v.is(CreatinineSchema, search.creatinina) ? { creatinina: search.creatinina } : {};
}

export const Route = createFileRoute('/_auth/calcolatricemedica/Clearance')({
  validateSearch: searchOf,
  errorComponent: RouteError,
  component: Page,
});

/** Kidney function (spec 001 section 2 "Calculators"). */
function Page() {
  const { t } = useLingui();
  const { creatinina } = Route.useSearch();
  return (
    <CalculatorAccess title={t`Clearance della creatinina`}>
      {(facts) => <ClearanceCalculator facts={facts} creatinineMgDl={creatinina} />}
    </CalculatorAccess>
  );
}
