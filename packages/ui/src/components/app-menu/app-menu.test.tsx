import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { AppMenu, type AppMenuItem, Submenu } from './app-menu.tsx';

const items: AppMenuItem[] = [
  { key: 'record', label: 'Scheda paziente', url: '/scheda', active: true },
  { key: 'therapies', label: 'Terapie', url: '/terapie', active: true },
  { key: 'reports', label: 'Referti', url: '/referti', active: false },
];

const slots = {
  account: <a href="/account">Account</a>,
  logout: <button type="button">Esci</button>,
};

afterEach(async () => {
  await page.viewport(1024, 768);
});

describe('AppMenu', () => {
  describe('given a wide screen', () => {
    it('shows every item, marks the current one, reaches links by Tab, and passes axe', async () => {
      const screen = await render(
        <AppMenu
          items={items}
          navLabel="Menu principale"
          toggleLabel="Menu"
          currentKey="therapies"
          {...slots}
        />,
      );
      await expect
        .element(screen.getByRole('button', { name: 'Menu', includeHidden: true }))
        .not.toBeVisible();
      await expect
        .element(screen.getByRole('link', { name: 'Terapie' }))
        .toHaveAttribute('aria-current', 'page');
      await expect.element(screen.getByText('Referti')).toHaveAttribute('data-state', 'inactive');
      expect(screen.container.querySelectorAll('a[href="/referti"]')).toHaveLength(0);
      await userEvent.keyboard('{Tab}');
      await expect.element(screen.getByRole('link', { name: 'Scheda paziente' })).toHaveFocus();
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.getByRole('navigation')).toMatchScreenshot('app-menu-wide');
    });
  });
  describe('given a phone', () => {
    it('folds the items behind a disclosure button that opens with the keyboard', async () => {
      await page.viewport(400, 700);
      const screen = await render(
        <AppMenu items={items} navLabel="Menu principale" toggleLabel="Menu" {...slots} />,
      );
      const toggle = screen.getByRole('button', { name: 'Menu' });
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect
        .element(screen.getByRole('link', { name: 'Terapie', includeHidden: true }))
        .not.toBeVisible();
      await expectNoAxeViolations(screen.container);
      await userEvent.keyboard('{Tab}{Enter}');
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect.element(screen.getByRole('link', { name: 'Terapie' })).toBeVisible();
      await expectNoAxeViolations(screen.container);
    });
  });
  describe('given onInactiveSelect', () => {
    it('turns inactive items into buttons that call it', async () => {
      const onInactiveSelect = vi.fn();
      const screen = await render(
        <AppMenu
          items={items}
          navLabel="Menu principale"
          toggleLabel="Menu"
          onInactiveSelect={onInactiveSelect}
        />,
      );
      await screen.getByRole('button', { name: 'Referti' }).click();
      expect(onInactiveSelect).toHaveBeenCalledWith(items[2]);
    });
  });
});

describe('Submenu', () => {
  it('renders entries with decorative images, external ones in a new tab, and passes axe', async () => {
    const screen = await render(
      <Submenu
        navLabel="Sezioni"
        currentKey="current"
        items={[
          {
            key: 'current',
            label: 'Terapie in corso',
            url: '/terapie',
            image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
          },
          { key: 'aifa', label: 'AIFA', url: 'https://www.aifa.gov.it', external: true },
        ]}
      />,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Terapie in corso' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(screen.getByRole('link', { name: 'AIFA' })).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(screen.container);
  });
});

describe('Submenu with a switcher for phones', () => {
  const sections = [
    { key: 'record', label: 'Scheda paziente', url: '/scheda' },
    { key: 'visits', label: 'Visite', url: '/visite' },
    { key: 'files', label: 'File', url: '/file' },
  ];

  it('shows phones one button naming the current section; the keyboard opens it, Escape folds it', async () => {
    await page.viewport(390, 700);
    const screen = await render(
      <Submenu navLabel="Sottomenu" currentKey="visits" toggleLabel="Sezione: Visite" items={sections} />,
    );
    const toggle = screen.getByRole('button', { name: 'Sezione: Visite' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByRole('link', { name: 'File', includeHidden: true })).not.toBeVisible();
    // One row: the button alone, as high as a thumb needs.
    const nav = screen.getByRole('navigation', { name: 'Sottomenu' }).element().getBoundingClientRect();
    expect(nav.height).toBeLessThan(60);
    expect(toggle.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(screen.container);

    await userEvent.keyboard('{Tab}{Enter}');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(screen.getByRole('link', { name: 'Visite' }))
      .toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('link', { name: 'Scheda paziente' })).toHaveFocus();
    await expectNoAxeViolations(screen.container);
    await userEvent.keyboard('{Escape}');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(toggle).toHaveFocus();
    await expect.element(screen.getByRole('link', { name: 'File', includeHidden: true })).not.toBeVisible();
  });

  it('folds again once an entry is chosen', async () => {
    await page.viewport(390, 700);
    const screen = await render(
      <Submenu
        navLabel="Sottomenu"
        currentKey="visits"
        toggleLabel="Sezione: Visite"
        items={sections}
        renderLink={({ children, href: _href, ...props }) => (
          <button type="button" {...props}>
            {children}
          </button>
        )}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Sezione: Visite' });
    await toggle.click();
    await screen.getByRole('button', { name: 'File' }).click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows every entry and no button on a wide screen', async () => {
    const screen = await render(
      <Submenu navLabel="Sottomenu" currentKey="visits" toggleLabel="Sezione: Visite" items={sections} />,
    );
    await expect
      .element(screen.getByRole('button', { name: 'Sezione: Visite', includeHidden: true }))
      .not.toBeVisible();
    for (const section of sections)
      await expect.element(screen.getByRole('link', { name: section.label })).toBeVisible();
  });
});
