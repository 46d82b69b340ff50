import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Footer } from './footer.tsx';

const links = [
  { key: 'privacy', label: 'Informativa privacy', url: '/privacy' },
  { key: 'guide', label: 'Guida utente (PDF)', url: '/guida.pdf', download: true },
  { key: 'site', label: 'Sito del progetto', url: 'https://example.org', external: true },
];

describe('Footer', () => {
  describe('given links and a copyright line', () => {
    it('is a contentinfo landmark with a named nav, reachable by Tab, and passes axe', async () => {
      const screen = await render(
        <Footer navLabel="Collegamenti utili" links={links}>
          <span>© 2026 Cartella</span>
        </Footer>,
      );
      await expect.element(screen.getByRole('contentinfo')).toBeVisible();
      await expect.element(screen.getByRole('navigation', { name: 'Collegamenti utili' })).toBeVisible();
      await userEvent.keyboard('{Tab}');
      await expect.element(screen.getByRole('link', { name: 'Informativa privacy' })).toHaveFocus();
      await expect
        .element(screen.getByRole('link', { name: 'Guida utente (PDF)' }))
        .toHaveAttribute('download');
      await expect
        .element(screen.getByRole('link', { name: 'Sito del progetto' }))
        .toHaveAttribute('rel', 'noopener noreferrer');
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.getByRole('contentinfo')).toMatchScreenshot('footer');
    });
  });
  describe('given renderLink', () => {
    it('uses it for internal links only', async () => {
      const screen = await render(
        <Footer
          navLabel="Collegamenti utili"
          links={links}
          renderLink={({ href, className, children }) => (
            <a href={href} className={className} data-router="yes">
              {children}
            </a>
          )}
        />,
      );
      await expect
        .element(screen.getByRole('link', { name: 'Informativa privacy' }))
        .toHaveAttribute('data-router', 'yes');
      await expect
        .element(screen.getByRole('link', { name: 'Sito del progetto' }))
        .not.toHaveAttribute('data-router');
    });
  });
});
