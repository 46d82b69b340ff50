import { createFileRoute } from '@tanstack/react-router';
import { openSessionsQueryOptions } from '../../../features/identity/api/account-security.ts';
import {
  linkedIdentitiesQueryOptions,
  oidcProviderQueryOptions,
  secondFactorQueryOptions,
} from '../../../features/identity/api/second-factor.ts';
import { SecurityPage } from '../../../features/identity/components/security-page.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { loadIdentityCatalog } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';

// Issue #23: password, e-mail, second factor and sessions, linked from the account page (/account/sicurezza).
export const Route = createFileRoute('/_auth/account_/sicurezza')({
  // How a link with the OpenID provider ended, when the server sent the browser back here.
  validateSearch: (search): { oauth?: 'linked' | 'link_taken' | 'link_failed' } =>
    search.oauth === 'linked' || search.oauth === 'link_taken' || search.oauth === 'link_failed'
      ? { oauth: search.oauth }
      : {},
  loader: async () => {
    const [, , , provider] = await Promise.all([
      loadIdentityCatalog(),
      queryClient.ensureQueryData(openSessionsQueryOptions()),
      queryClient.ensureQueryData(secondFactorQueryOptions()),
      queryClient.ensureQueryData(oidcProviderQueryOptions()),
    ]);
    if (provider !== null) await queryClient.ensureQueryData(linkedIdentitiesQueryOptions());
    return { provider };
  },
  errorComponent: RouteError,
  component: SecurityRoute,
});

function SecurityRoute() {
  const { session } = Route.useRouteContext();
  const { provider } = Route.useLoaderData();
  const { oauth } = Route.useSearch();
  return <SecurityPage email={session.user.email} provider={provider} providerOutcome={oauth} />;
}
