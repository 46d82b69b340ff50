import { createFileRoute } from '@tanstack/react-router';
import { adminCentresQueryOptions } from '../../../features/admin/api/admin.ts';
import { CentresPage } from '../../../features/admin/components/centres-page.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { queryClient } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_auth/admin/centri')({
  loader: ({ context }) =>
    context.isAdmin ? queryClient.ensureQueryData(adminCentresQueryOptions('', 1)) : undefined,
  errorComponent: RouteError,
  component: CentresPage,
});
