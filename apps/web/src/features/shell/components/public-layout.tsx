import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LanguageSelect } from './language-select.tsx';
import { useHeadingTitle } from './use-heading-title.ts';

/** The light frame of the public pages: no menu, no footer (spec: both hidden on Login). */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  // Each public page is titled by its heading, then the app (WCAG 2.4.2).
  useHeadingTitle(true);
  return (
    <div className="flex min-h-dvh flex-col bg-white text-gray-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t`Vai al contenuto`}
      </a>
      <header className="flex items-center justify-between px-3 pt-3">
        <span className="font-bold text-brand text-xl">Cartella</span>
        <LanguageSelect />
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-3 py-4 outline-none">
        {children}
      </main>
    </div>
  );
}
