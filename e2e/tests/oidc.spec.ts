import { expect, expectNoAxeViolations, signInThroughApi, test } from './fixtures.ts';
import { createAccount, newEmail, PASSWORD } from './identity-helpers.ts';

test('Giulia signs in through the OpenID provider and lands on her record', async ({ page }) => {
  await page.goto('login');
  const button = page.getByRole('link', { name: 'Accedi con Demo OpenID' });
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
  await expect(page.getByRole('link', { name: 'Sign in with Demo OpenID' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Not registered with Demo OpenID yet');
  await expectNoAxeViolations(page);
});

test('a new patient links the provider from the account page, signs in with it, then unlinks it', async ({
  page,
}) => {
  const email = newEmail('collega');
  await createAccount(page.request, email);
  await signInThroughApi(page, email, PASSWORD);

  await page.goto('account/sicurezza');
  const card = page.getByRole('region', { name: 'Accesso con Demo OpenID' });
  await card.getByRole('link', { name: 'Collega Demo OpenID' }).click();
  // The provider signs in its only account, whose e-mail is Giulia's: the link, not the e-mail, counts.
  await expect(page.getByText('Account di Demo OpenID collegato')).toBeVisible();
  await expect(card.getByText('giulia.bianchi@example.org', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Esci' }).click();
  await page.getByRole('link', { name: 'Accedi con Demo OpenID' }).click();
  await expect(page.getByRole('region', { name: 'Dati personali' })).toContainText('Chiara');

  await page.goto('account/sicurezza');
  await card.getByRole('button', { name: 'Scollega giulia.bianchi@example.org' }).click();
  await expect(card.getByText('Collegamento rimosso.')).toBeVisible();
  await expect(card.getByText('Nessun account collegato')).toBeVisible();

  // Unlinked, the provider's verified e-mail signs Giulia in again.
  await page.getByRole('button', { name: 'Esci' }).click();
  await page.getByRole('link', { name: 'Accedi con Demo OpenID' }).click();
  await expect(page.getByRole('region', { name: 'Dati personali' })).toContainText('Giulia');
});
