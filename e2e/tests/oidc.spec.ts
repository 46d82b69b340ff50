import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test('Giulia signs in through the OpenID provider and lands on her record', async ({ page }) => {
  await page.goto('login');
  const button = page.getByRole('link', { name: 'Accedi con Provider di prova' });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page);
  await button.click();
  // Through the in-process provider and back: the server set the session cookie.
  await expect(page.getByRole('heading', { name: 'Scheda paziente', level: 1 })).toBeVisible();
  await expect(page.getByText('Giulia').first()).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'cartella_session')?.httpOnly).toBe(true);
  expect(cookies.map((cookie) => cookie.name)).not.toContain('cartella_oidc');
});

test('the provider button and its messages speak English', async ({ page }) => {
  await page.goto('login?oauth=not_registered');
  await page.getByLabel('Lingua').first().selectOption('en');
  await expect(page.getByRole('link', { name: 'Sign in with Provider di prova' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Not registered with Provider di prova yet');
  await expectNoAxeViolations(page);
});
