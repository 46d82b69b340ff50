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
