import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminRefusal } from '../../features/admin/components/admin-refusal.tsx';
import { AdminSecondFactorNeeded } from '../../features/admin/components/admin-second-factor-needed.tsx';
import { RouteError } from '../../features/shell/components/route-error.tsx';

/**
 * Every /admin page (spec 001 section 2; issue 25). The server refuses every admin call without the
 * admin permission; the web asks first, so a patient who types an /admin address sees a clear
 * refusal and no admin request is made (the spec's admin routes carry no check:
 * docs/spec-deviations/admin.md). An admin whose session has not passed a second factor is told
 * how to turn it on (issue #37), and no page asks for its data.
 */
export const Route = createFileRoute('/_auth/admin')({
  // Imported here, not at the top: route definitions load with the login page (size budget).
  beforeLoad: async () => {
    const access = await (await import('../../features/admin/api/admin.ts')).prepareAdminPage();
    return { access, isAdmin: access === 'admin' };
  },
  errorComponent: RouteError,
  component: AdminLayout,
});

function AdminLayout() {
  const { access } = Route.useRouteContext();
  switch (access) {
    case 'admin':
      return <Outlet />;
    case 'second_factor_required':
      return <AdminSecondFactorNeeded />;
    case 'refused':
      return <AdminRefusal />;
    default:
      return access satisfies never;
  }
}
