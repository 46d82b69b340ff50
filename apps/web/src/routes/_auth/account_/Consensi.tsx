import { PageHeader } from '@cartella/ui/page-header';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { consentsQueryOptions } from '../../../features/account/api/account.ts';
import { ConsentList } from '../../../features/account/components/consent-list.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { loadAccountCatalog } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_auth/account_/Consensi')({
  loader: ({ context }) =>
    Promise.all([
      loadAccountCatalog(),
      queryClient.ensureQueryData(consentsQueryOptions(context.session.user.id_utente)),
    ]),
  errorComponent: RouteError,
  component: ConsentsPage,
});

/** Consensi (spec part 2, "Consents page"). */
function ConsentsPage() {
  const { t } = useLingui();
  const { session } = Route.useRouteContext();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t`Consensi`} />
      <ConsentList userId={session.user.id_utente} />
    </div>
  );
}
