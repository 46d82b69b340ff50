import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminRefusal } from '../../features/admin/components/admin-refusal.tsx';
import { RouteError } from '../../features/shell/components/route-error.tsx';

/**
 * Every /admin page (spec 001 section 2; issue 25). The server refuses every admin call without the
 * admin permission; the web asks first, so a patient who types an /admin address sees a clear
 * refusal and no admin request is made (the spec's admin routes carry no check:
 * docs/spec-deviations/admin.md).
 */
export const Route = createFileRoute('/_auth/admin')({
  // Imported here, not at the top: route definitions load with the login page (size budget).
  beforeLoad: async () => ({
    isAdmin: await (await import('../../features/admin/api/admin.ts')).prepareAdminPage(),
  }),
  errorComponent: RouteError,
  component: AdminLayout,
});

function AdminLayout() {
  const { isAdmin } = Route.useRouteContext();
  return isAdmin ? <Outlet /> : <AdminRefusal />;
}
