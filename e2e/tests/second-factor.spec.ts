import { secondFactorOperations, userOperations } from '@cartella/contract';
import { request as apiRequest, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { apiClient, bearerToken } from './api.ts';
import { expect, expectNoAxeViolations, signInThroughApi, signOut, test } from './fixtures.ts';
import { createAccount, newEmail, PASSWORD, signInWith } from './identity-helpers.ts';
import { expectNoHorizontalOverflow, menuButton, phone, switchToEnglishOnPhone } from './phone-helpers.ts';
import { addVirtualAuthenticator, ORIGIN, signInAsAdmin } from './second-factor-helpers.ts';

/** The code an authenticator app shows for the key, `stepsAhead` periods of 30 s from now. */
function appCode(key: string, stepsAhead = 0): string {
  const totp = new TOTP({ digits: 6, period: 30, algorithm: 'SHA1', secret: Secret.fromBase32(key) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function typePassword(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

test('a new patient turns on codes from an authenticator app, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  const email = newEmail('totp');
  await createAccount(page.request, email);
  await signInThroughApi(page, email, PASSWORD);

  await page.goto('account/sicurezza');
  const card = page.getByRole('region', { name: 'Accesso in due passaggi' });
  await card.getByRole('button', { name: "Attiva i codici dell'app" }).click();
  // A session alone adds no factor: the current password first.
  const confirmation = card.getByRole('form', { name: "Attiva i codici dell'app" });
  await confirmation.getByRole('textbox', { name: 'Password attuale' }).fill('Sbagliata-2026!');
  await confirmation.getByRole('button', { name: "Attiva i codici dell'app" }).click();
  await expect(confirmation.getByText('La password attuale non è corretta.')).toBeVisible();
  await confirmation.getByRole('textbox', { name: 'Password attuale' }).fill(PASSWORD);
  await confirmation.getByRole('button', { name: "Attiva i codici dell'app" }).click();
  await expect(
    card.getByRole('img', { name: "Codice QR da inquadrare con l'app di autenticazione" }),
  ).toBeVisible();
  const key = (await card.locator('code').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);
  await card.getByLabel("2. Codice mostrato dall'app").fill(appCode(key));
  await card.getByRole('button', { name: 'Attiva', exact: true }).click();

  const codes = card.getByRole('list', { name: 'Codici di recupero' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  await card.getByRole('button', { name: 'Ho conservato i codici' }).click();
  await expect(
    card.getByText("I codici dell'app sono attivi. Codici di recupero ancora validi: 10."),
  ).toBeVisible();

  // The password alone no longer signs in: the second step asks for the app's code.
  await signOut(page);
  await typePassword(page, email);
  await expect(page.getByRole('heading', { name: 'Verifica in due passaggi' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Codice', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page.getByRole('alert')).toContainText('Codice o passkey non corretti.');
  // The code the app shows next (the one used to turn codes on is never accepted again).
  await page.getByLabel('Codice', { exact: true }).fill(appCode(key, 1));
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page).toHaveURL(/\/webui\/Registro\/SchedaPaziente$/);

  // Without the phone: a recovery code, once.
  await signOut(page);
  await typePassword(page, email);
  await page.getByLabel('Codice', { exact: true }).fill(recoveryCode);
  await page.getByRole('button', { name: 'Verifica' }).click();
  await expect(page).toHaveURL(/\/webui\/Registro\/SchedaPaziente$/);
  await page.goto('account/sicurezza');
  await expect(
    page.getByText("I codici dell'app sono attivi. Codici di recupero ancora validi: 9."),
  ).toBeVisible();
});

test.describe('on a phone, in English', () => {
  test.use(phone);

  test('a new patient adds a passkey, then signs in with it alone and as the second step', async ({
    page,
  }) => {
    const email = newEmail('passkey');
    await createAccount(page.request, email);
    await addVirtualAuthenticator(page);
    await page.goto('login');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).tap();
    await expect(page).toHaveURL(/\/webui\/Registro\/SchedaPaziente$/);
    await switchToEnglishOnPhone(page);

    await page.goto('account/sicurezza');
    const card = page.getByRole('region', { name: 'Two-step sign-in' });
    await card.getByLabel('Passkey name').fill('My phone');
    await card.getByRole('textbox', { name: 'Current password' }).fill(PASSWORD);
    await card.getByRole('button', { name: 'Add a passkey' }).tap();
    await expect(card.getByText('Passkey “My phone” added.')).toBeVisible();
    await expect(card.getByText('My phone', { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);

    // Signed out, the passkey alone signs in: no e-mail, no password.
    await menuButton(page).tap();
    await page.getByRole('button', { name: /^(Sign out|Log out)$/ }).tap();
    await expect(page).toHaveURL(/\/webui\/login/);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).tap();
    await expect(page).toHaveURL(/\/webui\/Registro\/SchedaPaziente$/);

    // With the password, the passkey is the second step.
    await menuButton(page).tap();
    await page.getByRole('button', { name: /^(Sign out|Log out)$/ }).tap();
    // The address changes before the login page replaces the record: wait for its button.
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).tap();
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Use a passkey' }).tap();
    await expect(page).toHaveURL(/\/webui\/Registro\/SchedaPaziente$/);
  });
});

test('the admin resets the two-step sign-in of a patient who lost it; the password alone signs the patient in again', async ({
  page,
}) => {
  const email = newEmail('perso');
  await createAccount(page.request, email);
  // The patient turned on app codes, then lost the phone and the recovery codes.
  const request = await apiRequest.newContext({ baseURL: ORIGIN });
  const login = await apiClient(request).call(userOperations.login, { body: { email, password: PASSWORD } });
  const patient = apiClient(request, { token: bearerToken(login) });
  const { data } = await patient.call(secondFactorOperations.totpSetup, {
    body: { current_password: PASSWORD },
  });
  await patient.call(secondFactorOperations.totpConfirm, { body: { codice: appCode(data.secret) } });
  await request.dispose();

  await signInAsAdmin(page);
  await page.goto('admin/utenti');
  await page.getByLabel('Cerca per e-mail o nome').fill(email);
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  await page.getByRole('button', { name: `Azzera l'accesso in due passaggi di ${email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Accesso in due passaggi azzerato').first()).toBeVisible();

  await signOut(page);
  await signInWith(page, email, PASSWORD);
});
