import { createFileRoute } from '@tanstack/react-router';
import { licencesQueryOptions } from '../../../features/admin/api/admin.ts';
import { LicencesPage } from '../../../features/admin/components/licences-page.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { queryClient } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_auth/admin/licenze')({
  loader: ({ context }) =>
    context.isAdmin ? queryClient.ensureQueryData(licencesQueryOptions()) : undefined,
  errorComponent: RouteError,
  component: LicencesPage,
});
