import { type MenuItem, type NavKey, navLabels } from '@cartella/domain';
import { LoadingIndicator } from '@cartella/ui/loading-indicator';
import { useLingui } from '@lingui/react/macro';
import { useIsFetching, useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect } from 'react';
import { setUnauthenticatedHandler } from '../../../lib/api-client.ts';
import { domainText } from '../../../lib/i18n.ts';
import type { Session } from '../../../lib/session.ts';
import { logout } from '../../auth/api/login.ts';
import { useIdleLogout } from '../../auth/use-idle-logout.ts';
import { menuQueryOptions } from '../api/menu.ts';
import { AppFooter } from './app-footer.tsx';
import { LanguageSelect } from './language-select.tsx';

const SUPPORT_URL = import.meta.env.VITE_SUPPORT_URL ?? 'https://github.com/cartella-health/cartella/issues';

function navText(key: string): string {
  const label = navLabels[key as NavKey];
  return label ? domainText(label) : key;
}

/** The area whose item or submenu matches the current path. */
function currentArea(menu: readonly MenuItem[], pathname: string): MenuItem | undefined {
  const matches = (url: string) => pathname === url || pathname.startsWith(`${url}/`);
  return (
    menu.find((item) => item.submenu.some((entry) => matches(entry.url))) ??
    menu.find((item) => matches(item.url))
  );
}

/**
 * The application shell (spec part 1 section 2 "Shell", part 2 "Menu, footer, language"): the
 * top menu with Account, Support, Log out and the language select; the submenu of the current
 * area; the footer; idle logout; a loading indicator during calls.
 */
export function AppShell({ session, children }: { session: Session; children: ReactNode }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const onAccount = pathname === '/account' || pathname.startsWith('/account/');
  const menu = useQuery(menuQueryOptions(session.user.id_utente));
  const fetching = useIsFetching();
  const mutating = useIsMutating();

  const signOut = useCallback(async () => {
    await logout();
    queryClient.clear();
    await navigate({ to: '/login' });
  }, [navigate, queryClient]);

  useEffect(() => {
    setUnauthenticatedHandler(() => {
      void signOut();
    });
  }, [signOut]);

  useIdleLogout(true, signOut);

  const knownPath = (url: string) => Boolean(router.routesByPath[url as keyof typeof router.routesByPath]);
  // The Account link is a fixed entry of the shell (spec: "an Account link"), not a menu item.
  const items = (menu.data ?? []).filter((item) => item.label !== 'nav.account');
  const area = currentArea(items, pathname);

  return (
    <div className="flex min-h-dvh flex-col bg-white text-gray-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t`Vai al contenuto`}
      </a>
      <header className="border-brand border-b-4 bg-brand-soft">
        <nav
          aria-label={t`Menu principale`}
          className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-3 py-2"
        >
          <Link to="/Registro/SchedaPaziente" className="mr-4 font-bold text-brand text-xl">
            Cartella
          </Link>
          <ul className="flex flex-wrap items-center gap-1">
            {items.map((item) => (
              <li key={item.label}>
                {item.active && knownPath(item.url) ? (
                  <Link
                    to={item.url}
                    className="inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-brand hover:bg-white"
                    aria-current={area?.label === item.label ? 'page' : undefined}
                    data-state={area?.label === item.label ? 'active' : 'inactive'}
                  >
                    {navText(item.label)}
                  </Link>
                ) : (
                  <span className="inline-flex min-h-11 items-center px-3 text-muted" aria-disabled="true">
                    {navText(item.label)}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <ul className="ml-auto flex flex-wrap items-center gap-1">
            <li>
              <Link
                to="/account"
                className="inline-flex min-h-11 items-center rounded-md px-3 text-brand hover:bg-white"
              >
                {t`Account`}
              </Link>
            </li>
            <li>
              <a
                href={SUPPORT_URL}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-h-11 items-center rounded-md px-3 text-brand hover:bg-white"
              >
                {t`Supporto`}
              </a>
            </li>
            <li>
              <button
                type="button"
                onClick={() => void signOut()}
                className="inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-brand hover:bg-white"
              >
                {t`Esci`}
              </button>
            </li>
            <li>
              <LanguageSelect />
            </li>
          </ul>
        </nav>
        {onAccount || !area || area.submenu.length === 0 ? null : (
          <nav aria-label={t`Sottomenu`} className="bg-white">
            <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-3 py-1">
              {area.submenu.map((entry) => (
                <li key={entry.url}>
                  {/^https?:/.test(entry.url) ? (
                    <a
                      href={entry.url}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex min-h-11 items-center px-3 text-brand underline"
                    >
                      {navText(entry.label)}
                    </a>
                  ) : knownPath(entry.url) ? (
                    <Link
                      to={entry.url}
                      className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-brand hover:bg-brand-soft"
                      activeProps={{ 'aria-current': 'page', className: 'font-bold underline' }}
                    >
                      {entry.image ? <img src={entry.image} alt="" className="size-6" /> : null}
                      {navText(entry.label)}
                    </Link>
                  ) : (
                    <span className="inline-flex min-h-11 items-center px-3 text-muted" aria-disabled="true">
                      {navText(entry.label)}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <div aria-live="polite" className="fixed top-2 right-2 z-40">
        {fetching + mutating > 0 ? <LoadingIndicator label={t`Caricamento in corso`} /> : null}
      </div>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-3 py-4 outline-none">
        {children}
      </main>
      <AppFooter pathname={pathname} />
    </div>
  );
}
