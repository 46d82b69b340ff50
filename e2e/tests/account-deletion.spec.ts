import { DEMO_PASSWORD, expect, expectNoAxeViolations, marco, signIn, test } from './fixtures.ts';

// Runs in its own project, after every other test of the run (playwright.config.ts): Marco is gone after it.
test('Marco deletes his account from the account page after cancelling once, and can no longer sign in', async ({
  page,
}) => {
  await signIn(page, marco.email);
  await page.goto('account');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Elimina Account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(/Verranno rimossi tutti i riferimenti alla tua persona/)).toBeVisible();
  await expect(dialog.getByText(/conservati in forma pseudonimizzata per un anno/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/webui\/account$/);

  await page.getByRole('button', { name: 'Elimina Account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Prosegui' }).click();
  await expect(page).toHaveURL(/\/webui\/login/);

  await page.getByLabel('E-mail').fill(marco.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /e-mail|password/i })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/webui\/login/);
});
