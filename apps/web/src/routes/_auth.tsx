import { ConfirmProvider } from '@cartella/ui/confirm-dialog';
import { ToastProvider } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { logout } from '../features/auth/api/logout.ts';
import { PermissionGateProvider } from '../features/permissions/components/permission-gate.tsx';
import { AppShell } from '../features/shell/components/app-shell.tsx';
import { loadAppCatalog } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { isIdleSinceLastActivity } from '../lib/session.ts';

/**
 * Every route but /login and the public pages sits under this guard (spec: route guard; routes
 * the spec leaves without a login flag need one too, see docs/spec-deviations.md). The server is
 * asked who the session cookie belongs to (once per page life, then from memory); no session, an
 * expired one, or more than 600 s since the last activity (checked before this load counts as
 * activity, so a reload does not restart the idle time) send the patient to Login.
 */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ location }) => {
    const toLogin = redirect({ to: '/login', search: { redirect: location.href } });
    // Loaded here, not with the route tree: the login page stays within its size budget.
    const [{ logout }, { sessionQueryOptions }, { queryClient: client }] = await Promise.all([
      import('../features/auth/api/logout.ts'),
      import('../lib/session-query.ts'),
      import('../lib/query-client.ts'),
    ]);
    if (isIdleSinceLastActivity()) {
      await logout();
      client.clear();
      throw toLogin;
    }
    const session = await client.ensureQueryData(sessionQueryOptions()).catch(() => null);
    if (session === null) throw toLogin;
    return { session };
  },
  // A loader, not part of the guard: the router runs it beside the page's own loader and while the
  // page's code downloads, so the texts and the menu do not hold up the record's request.
  loader: async ({ context }) => {
    // The menu is in hand before the shell first paints, so the submenu does not appear later
    // and push the page down (layout shift); a failed load leaves it to the shell's own query.
    // Imported here, not at the top: route definitions load with the login page (size budget).
    const prefetchMenu = async () => {
      const { prefetchMenu: load } = await import('../features/shell/api/prefetch-menu.ts');
      await load(context.session.user.id_utente);
    };
    await Promise.all([loadAppCatalog(), prefetchMenu().catch(() => undefined)]);
  },
  component: SignedInLayout,
});

function SignedInLayout() {
  const { t, i18n } = useLingui();
  const { session } = Route.useRouteContext();
  // Texts the server words (vaccination names, specialties, ATC classes, consents, sources) come in
  // the language of the request: a new choice reads them again instead of keeping the old ones.
  const answeredLocale = useRef(i18n.locale);
  useEffect(() => {
    if (answeredLocale.current === i18n.locale) return;
    answeredLocale.current = i18n.locale;
    void queryClient.invalidateQueries();
  }, [i18n.locale]);
  const navigate = useNavigate();
  // Signing out composes two features: the auth API ends the session, the shell decides when.
  const signOut = useCallback(async () => {
    await logout();
    queryClient.clear();
    await navigate({ to: '/login' });
  }, [navigate]);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider closeLabel={t`Chiudi`} viewportLabel={t`Notifiche (F8)`}>
        <ConfirmProvider>
          <PermissionGateProvider>
            <AppShell session={session} onSignOut={signOut}>
              <Outlet />
            </AppShell>
          </PermissionGateProvider>
        </ConfirmProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
