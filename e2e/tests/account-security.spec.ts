import { expect, expectNoAxeViolations, signIn, signInThroughApi, test } from './fixtures.ts';
import {
  createAccount,
  linkIn,
  NEW_PASSWORD,
  newEmail,
  newPage,
  PASSWORD,
  signInWith,
  waitForMail,
} from './identity-helpers.ts';

test.describe('Account security (/account/sicurezza)', () => {
  test('the patient sees the open sessions, ends the other one, and changes the password', async ({
    page,
    browser,
  }) => {
    const email = newEmail('sessioni');
    await createAccount(page.request, email);
    await signIn(page, email, PASSWORD);
    const other = await newPage(browser);
    await signIn(other, email, PASSWORD);

    await page.goto('account');
    await page.getByRole('link', { name: 'Sicurezza: password, e-mail e sessioni' }).click();
    await expect(page).toHaveURL(/\/webui\/account\/sicurezza$/);
    await expect(page.getByRole('heading', { name: "Sicurezza dell'account", level: 1 })).toBeVisible();
    const sessions = page.getByRole('table', { name: 'Sessioni aperte' });
    await expect(sessions.getByRole('row')).toHaveCount(3);
    await expect(sessions).toContainText('(questa sessione)');
    await expectNoAxeViolations(page);

    await sessions.getByRole('button', { name: /Chiudi la sessione/ }).click();
    await expect(page.getByText('Sessioni chiuse.')).toBeVisible();
    await expect(sessions.getByRole('row')).toHaveCount(2);
    await other.reload();
    await expect(other).toHaveURL(/\/webui\/login/);

    const form = page.getByRole('form', { name: 'Cambia password' });
    await form.getByRole('textbox', { name: 'Password attuale' }).fill('Sbagliata-2026!');
    await form.getByRole('textbox', { name: 'Nuova password' }).fill(NEW_PASSWORD);
    await form.getByRole('textbox', { name: 'Conferma password' }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Cambia password' }).click();
    await expect(form.getByText('La password attuale non è corretta.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Password attuale' }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Cambia password' }).click();
    await expect(
      page.getByText('Password cambiata. Le altre sessioni aperte sono state chiuse.'),
    ).toBeVisible();

    await other.goto('login');
    await signInWith(other, email, NEW_PASSWORD);
    await other.context().close();
  });

  test('the patient changes the sign-in e-mail through the link sent to the new address', async ({
    page,
  }) => {
    const email = newEmail('vecchio');
    const next = newEmail('nuovo');
    await createAccount(page.request, email);
    await signInThroughApi(page, email, PASSWORD);
    await page.goto('account/sicurezza');
    const form = page.getByRole('form', { name: 'Cambia e-mail' });
    await form.getByLabel('Nuovo indirizzo e-mail').fill(next);
    await form.getByRole('textbox', { name: 'Password attuale' }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Invia il link di conferma' }).click();
    await expect(page.getByText('Ti abbiamo inviato un link al nuovo indirizzo')).toBeVisible();

    await waitForMail(email, 'Richiesta di cambio');
    await page.goto(linkIn(await waitForMail(next, 'Conferma il nuovo indirizzo'), 'email/verify'));
    await page.getByRole('button', { name: 'Conferma il nuovo indirizzo' }).click();
    await expect(page.getByText('Indirizzo e-mail aggiornato')).toBeVisible();

    await page.context().clearCookies();
    await page.goto('login');
    await signInWith(page, next, PASSWORD);
  });
});
