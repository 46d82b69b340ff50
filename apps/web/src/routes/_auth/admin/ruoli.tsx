import { createFileRoute } from '@tanstack/react-router';
import { rolesQueryOptions } from '../../../features/admin/api/admin.ts';
import { RolesPage } from '../../../features/admin/components/roles-page.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { queryClient } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_auth/admin/ruoli')({
  loader: ({ context }) => (context.isAdmin ? queryClient.ensureQueryData(rolesQueryOptions()) : undefined),
  errorComponent: RouteError,
  component: RolesPage,
});
