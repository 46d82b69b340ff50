import { createFileRoute } from '@tanstack/react-router';
import { auditQueryOptions } from '../../../features/admin/api/admin.ts';
import { AuditPage } from '../../../features/admin/components/audit-page.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { queryClient } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_auth/admin/audit')({
  loader: ({ context }) => (context.isAdmin ? queryClient.ensureQueryData(auditQueryOptions(1)) : undefined),
  errorComponent: RouteError,
  component: AuditPage,
});
