import { type NavKey, navLabels } from '@cartella/domain';
import { AppMenu, type MenuLinkProps, Submenu } from '@cartella/ui/app-menu';
import { LoadingIndicator } from '@cartella/ui/loading-indicator';
import { useLingui } from '@lingui/react/macro';
import { useIsFetching, useIsMutating, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { setUnauthenticatedHandler } from '../../../lib/api-client.ts';
import { domainText } from '../../../lib/i18n.ts';
import type { Session } from '../../../lib/session.ts';
import { keepSessionAlive } from '../../../lib/session-query.ts';
import { supportHref } from '../../../lib/support.ts';
import { useIdleLogout } from '../../../lib/use-idle-logout.ts';
import { type MenuItem, menuQueryOptions } from '../api/menu.ts';
import { AppFooter } from './app-footer.tsx';
import { LanguageSelect } from './language-select.tsx';
import { useHeadingTitle } from './public-layout.tsx';

const slotClasses =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-3 font-semibold text-brand-strong hover:bg-brand-soft';

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

/** Internal menu links go through the router (client-side navigation under /webui/). */
function renderRouterLink({ href, children, ...props }: MenuLinkProps) {
  // Exact: the router would otherwise mark every entry whose path starts this page's path
  // (calcoloScores on calcoloScores/meldScore) as the current page too.
  return (
    <Link to={href} activeOptions={{ exact: true }} {...props}>
      {children}
    </Link>
  );
}

/**
 * The application shell (spec part 1 section 2 "Shell", part 2 "Menu, footer, language"): the
 * top menu with Account, Support, Log out and the language select; the submenu of the current
 * area (hidden on Account); the footer; idle logout; a loading indicator during calls. Signing out
 * is the route's to compose (`onSignOut`): the shell only decides when.
 */
export function AppShell({
  session,
  onSignOut,
  children,
}: {
  session: Session;
  /** Ends the session and leaves for the login page (Esci, the idle limit, a 401 from the server). */
  onSignOut: () => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useLingui();
  // The operator's contact (SUPPORT_URL / SUPPORT_EMAIL); no link when none is configured.
  const support = supportHref();
  const { pathname } = useLocation();
  const router = useRouter();
  const onAccount = pathname === '/account' || pathname.startsWith('/account/');
  const menu = useQuery(menuQueryOptions(session.user.id_utente));
  const busy = useIsFetching() + useIsMutating() > 0;

  useEffect(() => {
    setUnauthenticatedHandler(() => {
      void onSignOut();
    });
  }, [onSignOut]);

  // Tells the server the patient is still there; a 401 here signs out through the handler above.
  useIdleLogout(true, onSignOut, keepSessionAlive);

  // A menu entry is a link only if it is active and its screen exists in this build.
  const routeExists = (url: string) => /^https?:/.test(url) || url in router.routesByPath;
  // The Account link is a fixed entry of the shell (spec: "an Account link"), not a menu item.
  const items = (menu.data ?? []).filter((item) => item.label !== 'nav.account');
  const area = currentArea(items, pathname);
  // The entry whose path matches the most of this page's (meldScore, not calcoloScores above it).
  const currentEntry = area?.submenu
    .filter((entry) => pathname === entry.url || pathname.startsWith(`${entry.url}/`))
    .reduce<(typeof area.submenu)[number] | undefined>(
      (best, entry) => (best === undefined || entry.url.length > best.url.length ? entry : best),
      undefined,
    );
  const submenu = (area?.submenu ?? []).filter((entry) => routeExists(entry.url));

  // Each page has its own title (WCAG 2.4.2): the submenu entry, else the area, then the app.
  const pageName = onAccount
    ? null
    : currentEntry
      ? navText(currentEntry.label)
      : area
        ? navText(area.label)
        : null;
  useEffect(() => {
    if (pageName !== null) document.title = `${pageName} · Cartella`;
  }, [pageName]);
  // A page outside the menu (not found, a drug's details) is titled by its heading; so is each
  // account page, whose heading names it (Account, Sicurezza dell'account, Consensi, Cookie).
  useHeadingTitle(pageName === null);

  return (
    <div className="flex min-h-dvh flex-col bg-white text-gray-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t`Vai al contenuto`}
      </a>
      <header className="border-brand border-b-4">
        <AppMenu
          items={items.map((item) => ({
            key: item.label,
            label: navText(item.label),
            url: item.url,
            ...(item.image ? { image: item.image } : {}),
            active: item.active && routeExists(item.url),
          }))}
          navLabel={t`Menu principale`}
          toggleLabel={t`Menu`}
          {...(area ? { currentKey: area.label } : {})}
          renderLink={renderRouterLink}
          brand={
            <Link to="/Registro/SchedaPaziente" className="font-bold text-brand text-xl">
              Cartella
            </Link>
          }
          account={
            // Marked current (aria-current="page", shown like a menu item) on every account page.
            <Link
              to="/account"
              activeOptions={{ exact: false, includeSearch: false }}
              className={`${slotClasses} aria-[current=page]:bg-brand aria-[current=page]:text-white`}
            >
              {t`Account`}
            </Link>
          }
          {...(support === null
            ? {}
            : {
                support: (
                  <a href={support} target="_blank" rel="noopener noreferrer" className={slotClasses}>
                    {t`Supporto`}
                  </a>
                ),
              })}
          logout={
            <button type="button" onClick={() => void onSignOut()} className={slotClasses}>
              {t`Esci`}
            </button>
          }
          languageSelect={<LanguageSelect />}
        />
        {onAccount || submenu.length === 0 ? null : (
          <Submenu
            items={submenu.map((entry) => ({
              key: entry.url,
              label: navText(entry.label),
              url: entry.url,
              ...(entry.image ? { image: entry.image } : {}),
              ...(/^https?:/.test(entry.url) ? { external: true } : {}),
            }))}
            navLabel={t`Sottomenu`}
            // Phones show one switcher naming the page instead of rows of entries (issue #37).
            toggleLabel={currentEntry && pageName !== null ? t`Sezione: ${pageName}` : t`Sezioni`}
            {...(currentEntry ? { currentKey: currentEntry.url } : {})}
            renderLink={renderRouterLink}
          />
        )}
      </header>
      <div aria-live="polite" className="fixed top-2 right-2 z-40">
        {busy ? <LoadingIndicator label={t`Caricamento in corso`} /> : null}
      </div>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-3 py-4 outline-none">
        {children}
      </main>
      <AppFooter pathname={pathname} />
    </div>
  );
}
