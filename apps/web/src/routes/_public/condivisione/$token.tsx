import { createFileRoute } from '@tanstack/react-router';
import { loadShareCatalog } from '../../../lib/i18n.ts';
import { SharedReport } from './-components/shared-report.tsx';

/**
 * /condivisione/{token} (issue #22, beyond the spec): the doctor's read-only page of a share link,
 * without an account.
 */
export const Route = createFileRoute('/_public/condivisione/$token')({
  // Its texts are a catalog of their own, so the login page does not carry them.
  loader: () => loadShareCatalog(),
  component: SharedReportPage,
});

function SharedReportPage() {
  const { token } = Route.useParams();
  return <SharedReport token={token} />;
}
