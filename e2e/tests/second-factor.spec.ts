import { readFile } from 'node:fs/promises';
import { adminOperations, secondFactorOperations, userOperations } from '@cartella/contract';
import { request as apiRequest, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { apiClient, bearerToken } from './api.ts';
import { expect, expectNoAxeViolations, signInThroughApi, signOut, test } from './fixtures.ts';
import { createAccount, newEmail, PASSWORD, signInWith } from './identity-helpers.ts';
import {
  expectNoHorizontalOverflow,
  expectPhoneFriendly,
  italian,
  italianLeftovers,
  menuButton,
  phone,
  switchToEnglishOnPhone,
} from './phone-helpers.ts';
import { addVirtualAuthenticator, adminToken, ORIGIN, signInAsAdmin } from './second-factor-helpers.ts';

/** The code an authenticator app shows for the key, `stepsAhead` periods of 30 s from now. */
function appCode(key: string, stepsAhead = 0): string {
  const totp = new TOTP({ digits: 6, period: 30, algorithm: 'SHA1', secret: Secret.fromBase32(key) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/**
 * Records the page's calls of window.print instead of opening the browser's print dialog (a test
 * cannot press its buttons); `printCalls` reads how many there were.
 */
async function recordPrinting(page: Page) {
  await page.addInitScript(() => {
    let calls = 0;
    Object.assign(window, { print: () => void calls++, printCalls: () => calls });
  });
}

function printCalls(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { printCalls: () => number }).printCalls());
}

/**
 * On paper only the codes and their header line come out: the card's other parts, the page's
 * heading and the menu are left out (each shown on screen, so a wrong name cannot pass).
 */
async function expectOnlyCodesPrinted(page: Page, codes: Locator, header: Locator, leftOut: Locator[]) {
  await page.emulateMedia({ media: 'print' });
  await expect(codes).toBeVisible();
  await expect(header).toBeVisible();
  for (const locator of leftOut) await expect(locator).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(header).toBeHidden();
  for (const locator of leftOut) await expect(locator).toBeVisible();
}

async function typePassword(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

test('a new patient turns on codes from an authenticator app, keeps the recovery codes by copying, downloading and printing them, then signs in with a code and with a recovery code', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordPrinting(page);
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

  const list = card.getByRole('list', { name: 'Codici di recupero' });
  const codes = list.getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  const allCodes = await codes.allTextContents();
  const header =
    /^Cartella: codici di recupero dell'accesso in due passaggi, creati il \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\. Ognuno vale una volta sola\.$/;

  // Issue #37: one press each to copy, download or print them, each said on the page.
  const said = card.getByRole('status');
  await card.getByRole('button', { name: 'Copia', exact: true }).click();
  await expect(said).toHaveText('Codici copiati.');
  const copied = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
  expect(copied[0]).toMatch(header);
  expect(copied.slice(2, 12)).toEqual(allCodes);

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Scarica', exact: true }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('cartella-codici-di-recupero.txt');
  const lines = (await readFile(await file.path(), 'utf8')).split('\n');
  expect(lines[0]).toMatch(header);
  expect(lines.slice(2, 12)).toEqual(allCodes);
  await expect(said).toHaveText('Codici scaricati nel file cartella-codici-di-recupero.txt.');

  await card.getByRole('button', { name: 'Stampa', exact: true }).click();
  expect(await printCalls(page)).toBe(1);
  await expect(said).toHaveText('Stampa avviata: sul foglio escono solo i codici e la data.');
  await expectOnlyCodesPrinted(page, list, card.getByText(header), [
    card.getByRole('button', { name: 'Ho conservato i codici' }),
    card.getByRole('heading', { name: 'Passkey' }),
    page.getByRole('heading', { name: "Sicurezza dell'account", level: 1 }),
    page.getByRole('navigation', { name: 'Menu principale' }),
  ]);
  await expectNoAxeViolations(page);

  // The panel that had the focus goes: the line saying the codes are on takes it.
  await card.getByRole('button', { name: 'Ho conservato i codici' }).click();
  await expect(
    card.getByText("I codici dell'app sono attivi. Codici di recupero ancora validi: 10."),
  ).toBeFocused();

  // The password alone no longer signs in: the second step asks for the app's code.
  await signOut(page);
  await typePassword(page, email);
  await expect(page.getByRole('heading', { name: 'Verifica in due passaggi' })).toBeVisible();
  // The code is what comes next: its field has the focus.
  await expect(page.getByLabel('Codice', { exact: true })).toBeFocused();
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

  test('a new patient turns on app codes, keeps the recovery codes by downloading and printing them (the refused clipboard selects them), and types the code in a field that already has the focus', async ({
    page,
  }) => {
    // A clipboard that refuses to be written (an insecure address, a denied permission).
    await page.addInitScript(() => {
      Object.defineProperty(Clipboard.prototype, 'writeText', {
        configurable: true,
        value: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')),
      });
    });
    await recordPrinting(page);
    const email = newEmail('codici');
    await createAccount(page.request, email);
    await signInThroughApi(page, email, PASSWORD);
    await page.goto('account/sicurezza');
    await switchToEnglishOnPhone(page);

    const card = page.getByRole('region', { name: 'Two-step sign-in' });
    await card.getByRole('button', { name: 'Turn on app codes' }).tap();
    const confirmation = card.getByRole('form', { name: 'Turn on app codes' });
    await confirmation.getByRole('textbox', { name: 'Current password' }).fill(PASSWORD);
    await confirmation.getByRole('button', { name: 'Turn on app codes' }).tap();
    const key = (await card.locator('code').textContent()) ?? '';
    await card.getByLabel('2. Code the app shows').fill(appCode(key));
    await card.getByRole('button', { name: 'Turn on', exact: true }).tap();

    const list = card.getByRole('list', { name: 'Recovery codes' });
    const codes = list.getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const allCodes = await codes.allTextContents();
    const header =
      /^Cartella: recovery codes for two-step sign-in, made on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\. Each works once\.$/;
    await expectPhoneFriendly(page);
    expect(await italianLeftovers(page, italian)).toEqual([]);

    const said = card.getByRole('status');
    await card.getByRole('button', { name: 'Copy', exact: true }).tap();
    await expect(said).toHaveText(
      'The codes are selected: copy them with Ctrl+C, or by holding them down on a phone.',
    );
    const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
    for (const code of allCodes) expect(selected).toContain(code);

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download', exact: true }).tap();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('cartella-recovery-codes.txt');
    const lines = (await readFile(await file.path(), 'utf8')).split('\n');
    expect(lines[0]).toMatch(header);
    expect(lines.slice(2, 12)).toEqual(allCodes);
    await expect(said).toHaveText('Codes downloaded in the file cartella-recovery-codes.txt.');

    await card.getByRole('button', { name: 'Print', exact: true }).tap();
    expect(await printCalls(page)).toBe(1);
    await expect(said).toHaveText('Printing started: only the codes and the date go on the paper.');
    await expectOnlyCodesPrinted(page, list, card.getByText(header), [
      card.getByRole('button', { name: 'I have kept the codes' }),
      card.getByRole('heading', { name: 'Passkeys' }),
      page.getByRole('heading', { name: 'Account security', level: 1 }),
      menuButton(page),
    ]);
    await expectNoHorizontalOverflow(page);

    await card.getByRole('button', { name: 'I have kept the codes' }).tap();
    await expect(card.getByText('App codes are on. Recovery codes still valid: 10.')).toBeFocused();

    await menuButton(page).tap();
    await page.getByRole('button', { name: /^(Sign out|Log out)$/ }).tap();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).tap();
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
    await page.getByLabel('Code', { exact: true }).fill(appCode(key, 1));
    await page.getByRole('button', { name: 'Verify' }).tap();
    await expect(page).toHaveURL(/\/webui\/Registro\/SchedaPaziente$/);
  });

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

test('an admin without two-step sign-in is told to turn it on, in Italian and English, follows the link, adds a passkey and the admin pages open', async ({
  page,
}) => {
  // A new account given the admin licence (the demo admin's own sessions pass a passkey).
  const email = newEmail('nuovo.admin');
  await createAccount(page.request, email);
  const request = await apiRequest.newContext({ baseURL: ORIGIN });
  const admin = apiClient(request, { token: await adminToken() });
  const licences = await admin.call(adminOperations.licenzeList);
  const licence = licences.data.find((item) => item.descrizione === 'Amministrazione');
  const users = await admin.call(adminOperations.users, { body: { search: email } });
  const userId = users.data.items[0]?.id_utente;
  if (licence === undefined || userId === undefined) throw new Error('no admin licence or no new account');
  await admin.call(adminOperations.assignLicence, {
    params: { id: userId },
    body: { id_tipo_licenza: licence.id, data_scadenza: null },
  });
  await request.dispose();

  await signInThroughApi(page, email, PASSWORD);
  await page.goto('admin/utenti');
  await expect(page.getByRole('heading', { name: 'Amministrazione', level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      "Per usare l'amministrazione attiva l'accesso in due passaggi: oltre alla password, un codice dell'app di autenticazione o una passkey. Protegge i dati di tutti gli iscritti.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Riprova' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel('Lingua', { exact: true }).selectOption('en');
  await expect(
    page.getByText(
      'To use administration, turn on two-step sign-in: besides the password, a code from the authenticator app or a passkey. It protects the data of everyone registered.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Turn on two-step sign-in' }).click();
  await expect(page).toHaveURL(/\/webui\/account\/sicurezza$/);

  // A passkey added counts for this session at once: no new sign-in needed.
  await addVirtualAuthenticator(page);
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await card.getByLabel('Passkey name').fill('Computer');
  await card.getByRole('textbox', { name: 'Current password' }).fill(PASSWORD);
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(card.getByText('Passkey “Computer” added.')).toBeVisible();
  await page.goto('admin/utenti');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(
    page.getByText('To use administration, turn on two-step sign-in', { exact: false }),
  ).toHaveCount(0);
});
