import { createRootRoute, Outlet } from '@tanstack/react-router';

// Two layouts below the root: `_public` (login and the pages read before signing in) and
// `_auth` (the guarded shell, with TanStack Query). Keeping the shell and the query client out
// of the root keeps /webui/login within its size budget.
export const Route = createRootRoute({
  component: Outlet,
});
