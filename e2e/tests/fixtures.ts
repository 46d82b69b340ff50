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

/** Fails the test on any WCAG 2.2 AA violation axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

export const test = base;
export { expect };
