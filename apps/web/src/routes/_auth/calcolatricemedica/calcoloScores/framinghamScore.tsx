import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FraminghamScore } from '../../../../features/calculators/components/framingham-score.tsx';
import { RouteError } from '../../../../features/shell/components/route-error.tsx';
import { ScoreWithSmokingStatus } from '../-components/smoking-status.tsx';

export const Route = createFileRoute('/_auth/calcolatricemedica/calcoloScores/framinghamScore')({
  errorComponent: RouteError,
  component: Page,
});

/** Framingham page (spec 001 section 2 "Score pages"). */
function Page() {
  const { t } = useLingui();
  return <ScoreWithSmokingStatus title={t`Punteggio di Framingham`} score={FraminghamScore} />;
}
