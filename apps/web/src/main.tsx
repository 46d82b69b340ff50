import { I18nProvider } from '@lingui/react';
import { createRouter, lazyRouteComponent, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale, i18n, storedLocale } from './lib/i18n.ts';
import { routeTree } from './routeTree.gen.ts';
import './styles.css';

const router = createRouter({
  routeTree,
  basepath: '/webui',
  defaultPreload: 'intent',
  // Loaders fill TanStack Query's cache, which decides freshness; the router keeps no copy.
  defaultPreloadStaleTime: 0,
  // Loaded only when an address is unknown: the login page does not carry it.
  defaultNotFoundComponent: lazyRouteComponent(
    () => import('./features/shell/components/not-found.tsx'),
    'NotFound',
  ),
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

await activateLocale(storedLocale(), false);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');
createRoot(rootElement).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);
