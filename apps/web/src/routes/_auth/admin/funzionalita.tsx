import { createFileRoute } from '@tanstack/react-router';
import { permissionsQueryOptions } from '../../../features/admin/api/admin.ts';
import { PermissionsPage } from '../../../features/admin/components/permissions-page.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { queryClient } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_auth/admin/funzionalita')({
  loader: ({ context }) =>
    context.isAdmin ? queryClient.ensureQueryData(permissionsQueryOptions()) : undefined,
  errorComponent: RouteError,
  component: PermissionsPage,
});
