import { createFileRoute } from '@tanstack/react-router';
import { openSessionsQueryOptions } from '../../../features/identity/api/account-security.ts';
import { secondFactorQueryOptions } from '../../../features/identity/api/second-factor.ts';
import { SecurityPage } from '../../../features/identity/components/security-page.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { loadIdentityCatalog } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';

// Issue #23: password, e-mail, second factor and sessions, linked from the account page (/account/sicurezza).
export const Route = createFileRoute('/_auth/account_/sicurezza')({
  loader: () =>
    Promise.all([
      loadIdentityCatalog(),
      queryClient.ensureQueryData(openSessionsQueryOptions()),
      queryClient.ensureQueryData(secondFactorQueryOptions()),
    ]),
  errorComponent: RouteError,
  component: SecurityRoute,
});

function SecurityRoute() {
  const { session } = Route.useRouteContext();
  return <SecurityPage email={session.user.email} />;
}
