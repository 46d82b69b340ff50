import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from '../features/shell/components/public-layout.tsx';

// Pages reachable without a session: login (always allowed, spec route guard) and the pages a
// visitor reads before signing in.
export const Route = createFileRoute('/_public')({
  component: () => (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  ),
});
