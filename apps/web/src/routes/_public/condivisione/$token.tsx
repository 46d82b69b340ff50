import { createFileRoute } from '@tanstack/react-router';
import { SharedReport } from './-components/shared-report.tsx';

/**
 * /condivisione/{token} (issue #22, beyond the spec): the doctor's read-only page of a share link,
 * without an account.
 */
export const Route = createFileRoute('/_public/condivisione/$token')({
  component: SharedReportPage,
});

function SharedReportPage() {
  const { token } = Route.useParams();
  return <SharedReport token={token} />;
}
