import { createFileRoute } from '@tanstack/react-router';
import { adminVaccinesQueryOptions } from '../../../features/admin/api/admin.ts';
import { VaccinesPage } from '../../../features/admin/components/vaccines-page.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { queryClient } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_auth/admin/vaccini')({
  loader: ({ context }) =>
    context.isAdmin ? queryClient.ensureQueryData(adminVaccinesQueryOptions('', 1)) : undefined,
  errorComponent: RouteError,
  component: VaccinesPage,
});
