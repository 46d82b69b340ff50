import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Cartella.Demo.2026';
export const giulia = { email: 'giulia.bianchi@example.org', name: 'Giulia Bianchi' };
export const marco = { email: 'marco.rossi@example.org', name: 'Marco Rossi' };

/** Signs in through the login form, as a patient would, and waits for the record. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/webui\/Registro\/SchedaPaziente$/);
  // The URL changes before the signed-in shell has mounted; wait for the record itself.
  await expect(page.getByRole('region', { name: /Dati personali|Personal data/ })).toBeVisible();
}

/**
 * Signs out from the menu (the button shows on a wide screen) and waits for the login form: the
 * address changes before the login page has replaced the one signed out from.
 */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Esci|Sign out|Log out)$/ }).click();
  await expect(page).toHaveURL(/\/webui\/login/);
  await expect(page.getByRole('button', { name: /^(Accedi|Sign in)$/ })).toBeVisible();
}

/** Fails the test on any WCAG 2.2 AA violation axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

declare global {
  interface Window {
    /** Dialogs after whose closing the focus fell to the page body (see `test` below). */
    __cartellaFocusLost?: string[];
  }
}

/**
 * Watches every page of a test: when a dialog (role dialog or alertdialog) leaves the page and the
 * page stays where it was, 400 ms later (unless the test pressed something meanwhile) the focus
 * must be on a control again, not fallen to the page body
 * (issue #26: focus returns to what opened the dialog, or to a sensible place after a save or a
 * delete). Runs in the page, before its own scripts.
 */
function watchFocusAfterDialogs() {
  const lost: string[] = [];
  window.__cartellaFocusLost = lost;
  const selector = '[role="dialog"],[role="alertdialog"]';
  // A key or a press after the dialog closed starts the next step: what happens to the focus then
  // is that step's doing, not the dialog's.
  let lastInput = 0;
  for (const type of ['keydown', 'pointerdown'])
    document.addEventListener(
      type,
      () => {
        lastInput = performance.now();
      },
      true,
    );
  const dialogIn = (node: Node): Element | null => {
    if (!(node instanceof Element)) return null;
    return node.matches(selector) ? node : node.querySelector(selector);
  };
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.removedNodes) {
        const dialog = dialogIn(node);
        if (dialog === null) continue;
        const name =
          dialog.getAttribute('aria-label') ??
          dialog.querySelector('h1,h2,h3')?.textContent?.trim() ??
          dialog.getAttribute('role') ??
          'dialog';
        const path = location.pathname;
        const closedAt = performance.now();
        setTimeout(() => {
          if (lastInput > closedAt) return;
          const active = document.activeElement;
          const fallen = active === null || active === document.body || active === document.documentElement;
          if (fallen && location.pathname === path && document.querySelector(selector) === null)
            lost.push(`'${name}' on ${path}`);
        }, 400);
      }
  }).observe(document, { childList: true, subtree: true });
}

export const test = base.extend<{ focusAfterDialogs: undefined }>({
  focusAfterDialogs: [
    async ({ page }, use) => {
      await page.addInitScript(watchFocusAfterDialogs);
      await use(undefined);
      // The last dialog's check runs 400 ms after it closed.
      await page.waitForTimeout(450).catch(() => undefined);
      const lost = await page.evaluate(() => window.__cartellaFocusLost ?? []).catch(() => []);
      expect(lost, 'the focus fell to the page body after these dialogs closed').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
