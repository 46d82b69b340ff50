import { ConfirmProvider } from '@cartella/ui/confirm-dialog';
import { ToastProvider } from '@cartella/ui/toast';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { activateLocale, i18n, loadAppCatalog } from '../lib/i18n.ts';

interface RenderOptions {
  /**
   * The loader of the catalog the component's page loads besides the signed-in one (the
   * therapies', the calculators'...: src/lib/i18n.ts), as that page's route loader does.
   */
  pageCatalog?: () => Promise<void>;
  /** The page's language; Italian unless told. */
  locale?: 'it' | 'en';
}

/**
 * Renders a signed-in component inside the providers the `_auth` layout gives it (Italian texts
 * unless `locale` says otherwise, a fresh query cache, toasts, confirmations). Only the network is
 * fake: see `answerFetch`.
 */
export async function renderWithApp(ui: ReactNode, { pageCatalog, locale = 'it' }: RenderOptions = {}) {
  await activateLocale(locale);
  await loadAppCatalog();
  await pageCatalog?.();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ToastProvider closeLabel="Chiudi" viewportLabel="Notifiche">
          <ConfirmProvider>{ui}</ConfirmProvider>
        </ToastProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** One request the component made, as the server would have received it. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces the browser's fetch (the api-client's only way out) with `answer`, and records every
 * request. `answer` returns the status and JSON body the fake server replies with.
 */
export function answerFetch(answer: (request: SentRequest) => { status: number; body: unknown }) {
  const sent: SentRequest[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), window.location.origin);
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const { status, body } = answer(request);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}
