import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { LanguageSelect } from './language-select.tsx';

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

/**
 * Titles the page by its main heading, then the app (WCAG 2.4.2): the public pages (login,
 * registration, password reset, privacy) and any signed-in page without a menu entry (not
 * found). The page may arrive after the layout (a lazy route) or change language, so the title
 * follows the heading as it changes.
 */
export function useHeadingTitle(enabled: boolean): void {
  useEffect(() => {
    const main = document.getElementById('main');
    if (!enabled || main === null) return;
    const update = () => {
      const heading = main.querySelector('h1')?.textContent?.trim();
      const title = !heading ? 'Cartella' : heading.includes('Cartella') ? heading : `${heading} · Cartella`;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [enabled]);
}
