import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import {
  linkIn,
  NEW_PASSWORD,
  newEmail,
  newPage,
  PASSWORD,
  registerAndActivate,
  signInWith,
  waitForMail,
} from './identity-helpers.ts';

test.describe('Registration', () => {
  test('a new patient registers, reads the verification mail, activates the account and signs in to an empty record', async ({
    page,
  }) => {
    const email = newEmail('chiara');
    await page.goto('register');
    // The rules show before anything is sent.
    await page.getByRole('button', { name: 'Registrati' }).click();
    await expect(page.getByText('Questo campo è obbligatorio!').first()).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('corta');
    await page.getByRole('button', { name: 'Registrati' }).click();
    await expect(page.getByText('La password deve contenere almeno 12 caratteri.')).toBeVisible();
    await expectNoAxeViolations(page);

    await registerAndActivate(page, email);
    await page.getByRole('link', { name: "Vai all'accesso" }).click();
    await signInWith(page, email, PASSWORD);
    await expect(page.getByRole('region', { name: 'Dati personali' })).toContainText('Chiara');
  });

  test('a common password is refused by the server with its message, and what was typed stays', async ({
    page,
  }) => {
    await page.goto('register');
    await page.getByLabel('Nome', { exact: true }).fill('Chiara');
    await page.getByLabel('Cognome').fill('Esposito');
    await page.getByLabel('E-mail').fill(newEmail('comune'));
    await page.getByLabel('Password', { exact: true }).fill('Password1234!');
    await page.getByLabel('Conferma password', { exact: true }).fill('Password1234!');
    await page.getByRole('checkbox', { name: /Accetto i termini/ }).click();
    await page.getByRole('checkbox', { name: /Acconsento al trattamento/ }).click();
    await page.getByRole('button', { name: 'Registrati' }).click();
    await expect(page.getByText('La password è troppo comune: evita frasi e parole note.')).toBeVisible();
    await expect(page.getByLabel('Cognome')).toHaveValue('Esposito');
  });

  test('a used verification link says it is no longer valid', async ({ page }) => {
    const email = newEmail('riuso');
    await registerAndActivate(page, email);
    const mail = await waitForMail(email);
    await page.goto(linkIn(mail, 'register/verify'));
    await page.getByRole('button', { name: "Attiva l'account" }).click();
    await expect(page.getByText('Il link non è valido, è scaduto o è già stato usato.')).toBeVisible();
  });
});

test.describe('Forgotten password', () => {
  test('the patient resets the password from the mail; the session open elsewhere ends and the new password works', async ({
    page,
    browser,
  }) => {
    const email = newEmail('smemorata');
    await registerAndActivate(page, email);
    await page.goto('login');
    await signInWith(page, email, PASSWORD);

    // Elsewhere (another browser), the patient asks for a link.
    const other = await newPage(browser);
    await other.goto('login');
    await other.getByRole('link', { name: 'Password dimenticata?' }).click();
    await expect(other.getByRole('heading', { name: 'Password dimenticata', level: 1 })).toBeVisible();
    await other.getByLabel('E-mail').fill(email);
    await other.getByRole('button', { name: 'Invia il link' }).click();
    await expect(other.getByText("Se l'indirizzo appartiene a un account")).toBeVisible();
    await expectNoAxeViolations(other);

    const link = linkIn(await waitForMail(email, 'Scegli una nuova password'), 'password/reset');
    await other.goto(link);
    await expect(other.getByRole('heading', { name: 'Nuova password', level: 1 })).toBeVisible();
    await other.getByRole('textbox', { name: 'Nuova password' }).fill(NEW_PASSWORD);
    await other.getByRole('textbox', { name: 'Conferma password' }).fill(NEW_PASSWORD);
    await other.getByRole('button', { name: 'Salva la nuova password' }).click();
    await expect(other.getByText('Password aggiornata.')).toBeVisible();

    // The first browser's session has ended.
    await page.reload();
    await expect(page).toHaveURL(/\/webui\/login/);

    await other.getByRole('link', { name: "Vai all'accesso" }).click();
    await signInWith(other, email, NEW_PASSWORD);
    await other.context().close();
  });

  test('an unknown address gets the same answer', async ({ page }) => {
    await page.goto('password/reset');
    await page.getByLabel('E-mail').fill(newEmail('sconosciuto'));
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await expect(page.getByText("Se l'indirizzo appartiene a un account")).toBeVisible();
  });
});
