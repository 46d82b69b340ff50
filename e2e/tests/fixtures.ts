import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { userOperations } from '@cartella/contract';
import { test as base, expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { apiClient } from './api.ts';
import { serverOrigin } from './servers.ts';

export const DEMO_PASSWORD = 'Cartella.Demo.2026';
export const giulia = { email: 'giulia.bianchi@example.org', name: 'Giulia Bianchi' };
export const marco = { email: 'marco.rossi@example.org', name: 'Marco Rossi' };

/** Signs in through the login form, as a patient would, and waits for the record. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/webui\/Registro\/SchedaPaziente$/);
  // The URL changes before the signed-in shell has mounted; wait for the record itself.
  await expect(page.getByRole('region', { name: /Dati personali|Personal data/ })).toBeVisible();
}

/**
 * Signs in through the API in the page's browser context: page.request shares its cookies, so the
 * session cookie the answer sets is the page's. Opens no page.
 */
export async function signInThroughApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const answer = await apiClient(page.request).call(userOperations.login, { body: { email, password } });
  expect(answer.second_factor, `${email} has a second factor: sign in with its own helper`).toBeUndefined();
}

/**
 * Signs in through the API (signInThroughApi), then opens the record and waits for it. The login
 * form is proven by sign-in.spec.ts; every other test starts signed in without typing into it.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await signInThroughApi(page, email, password);
  await page.goto('Registro/SchedaPaziente');
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

/** axe-core's browser build, read once per worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const axeOptions: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // The app's only frames show PDFs in the browser's viewer, which axe cannot read: it would wait
  // for an answer from each. Every page of the app itself is in the top document.
  iframes: false,
  resultTypes: ['violations'],
};

/**
 * Fails the test on any WCAG 2.2 AA violation axe finds on the page as it is now. axe-core runs in
 * the page itself, loaded once per document: @axe-core/playwright's builder opens a blank page to
 * merge frame results on every call, which took 2 of the 2.3 s a check cost (docs/benchmarks.md).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (o: RunOptions) => Promise<AxeResults> } }).axe.run(options),
    axeOptions,
  );
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

declare global {
  interface Window {
    /** Dialogs after whose closing the focus fell to the page body (see `test` below). */
    __cartellaFocusLost?: string[];
    /** Focus checks scheduled after a dialog closed and not yet run. */
    __cartellaFocusPending?: number;
  }
}

/**
 * Watches every page of a test: when a dialog (role dialog or alertdialog) leaves the page and the
 * page stays where it was, 400 ms later (unless the test pressed something meanwhile) the focus
 * must be on a control again, not fallen to the page body (looked at again 400 ms later before
 * saying so)
 * (issue #26: focus returns to what opened the dialog, or to a sensible place after a save or a
 * delete). Runs in the page, before its own scripts.
 */
function watchFocusAfterDialogs() {
  const lost: string[] = [];
  window.__cartellaFocusLost = lost;
  window.__cartellaFocusPending = 0;
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
        window.__cartellaFocusPending = (window.__cartellaFocusPending ?? 0) + 1;
        const fallen = () => {
          const active = document.activeElement;
          const onBody = active === null || active === document.body || active === document.documentElement;
          return onBody && location.pathname === path && document.querySelector(selector) === null;
        };
        // Looked at twice, 400 ms apart: a dialog that closes just before the check (a form that
        // asked for a confirmation closes when the save returns) leaves the focus on the body
        // until its own return of the focus runs, which a busy page may delay past one look.
        setTimeout(() => {
          if (lastInput > closedAt || !fallen()) {
            window.__cartellaFocusPending = (window.__cartellaFocusPending ?? 1) - 1;
            return;
          }
          setTimeout(() => {
            window.__cartellaFocusPending = (window.__cartellaFocusPending ?? 1) - 1;
            if (lastInput <= closedAt && fallen()) lost.push(`'${name}' on ${path}`);
          }, 400);
        }, 400);
      }
  }).observe(document, { childList: true, subtree: true });
}

export const test = base.extend<{ focusAfterDialogs: undefined }>({
  // Each worker has its own server (e2e/tests/servers.ts); every page and API call of a test goes there.
  baseURL: async ({ browserName: _ }, use) => {
    await use(`${serverOrigin()}/webui/`);
  },
  focusAfterDialogs: [
    async ({ page }, use) => {
      await page.addInitScript(watchFocusAfterDialogs);
      await use(undefined);
      // A dialog's check runs 400 ms after it closed: wait for the ones still to run, if any.
      await page
        .waitForFunction(() => (window.__cartellaFocusPending ?? 0) === 0, undefined, { timeout: 5_000 })
        .catch(() => undefined);
      const lost = await page.evaluate(() => window.__cartellaFocusLost ?? []).catch(() => []);
      expect(lost, 'the focus fell to the page body after these dialogs closed').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
