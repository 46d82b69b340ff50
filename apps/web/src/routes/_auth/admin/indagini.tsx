import { createFileRoute } from '@tanstack/react-router';
import { adminInvestigationsQueryOptions } from '../../../features/admin/api/admin.ts';
import { InvestigationsPage } from '../../../features/admin/components/investigations-page.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { queryClient } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_auth/admin/indagini')({
  loader: ({ context }) =>
    context.isAdmin ? queryClient.ensureQueryData(adminInvestigationsQueryOptions('', 1)) : undefined,
  errorComponent: RouteError,
  component: InvestigationsPage,
});
