import { useEffect } from 'react';

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
