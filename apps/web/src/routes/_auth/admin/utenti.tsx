import { createFileRoute } from '@tanstack/react-router';
import { usersQueryOptions } from '../../../features/admin/api/admin.ts';
import { UsersPage } from '../../../features/admin/components/users-page.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { queryClient } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_auth/admin/utenti')({
  loader: ({ context }) =>
    context.isAdmin ? queryClient.ensureQueryData(usersQueryOptions('', 1)) : undefined,
  errorComponent: RouteError,
  component: UsersPage,
});
