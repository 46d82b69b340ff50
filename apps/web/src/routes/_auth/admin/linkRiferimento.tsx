import { createFileRoute } from '@tanstack/react-router';
import { adminReferenceLinksQueryOptions } from '../../../features/admin/api/admin.ts';
import { ReferenceLinksPage } from '../../../features/admin/components/reference-links-page.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { queryClient } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_auth/admin/linkRiferimento')({
  loader: ({ context }) =>
    context.isAdmin ? queryClient.ensureQueryData(adminReferenceLinksQueryOptions('', 1)) : undefined,
  errorComponent: RouteError,
  component: ReferenceLinksPage,
});
