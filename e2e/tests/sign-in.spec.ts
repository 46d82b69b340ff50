import {
  DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  giulia,
  marco,
  signInWithForm,
  signOut,
  test,
} from './fixtures.ts';

test.describe('Signing in', () => {
  test('Giulia signs in and lands on her record with her name', async ({ page }) => {
    await page.goto('login');
    await expectNoAxeViolations(page);
    await signInWithForm(page, giulia.email);
    await expect(page.getByRole('heading', { name: 'Scheda paziente' })).toBeVisible();
    await expect(page.getByText(giulia.name)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dati personali' })).toContainText('Giulia');
    await expectNoAxeViolations(page);
  });

  test('Marco signs in and sees his own name, not Giulia', async ({ page }) => {
    await signInWithForm(page, marco.email);
    await expect(page.getByText(marco.name)).toBeVisible();
    await expect(page.getByText(giulia.name)).toHaveCount(0);
  });

  test('a wrong password shows the failure message and keeps the e-mail typed', async ({ page }) => {
    await page.goto('login');
    await page.getByLabel('E-mail').fill(giulia.email);
    await page.getByLabel('Password', { exact: true }).fill(`${DEMO_PASSWORD}x`);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Nome utente o password errati');
    await expect(page.getByLabel('E-mail')).toHaveValue(giulia.email);
    await expect(page).toHaveURL(/\/login/);
  });

  test('empty fields show the required message for each', async ({ page }) => {
    await page.goto('login');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByText('Questo campo è obbligatorio!')).toHaveCount(2);
  });

  test('a page behind the guard sends a signed-out visitor to login', async ({ page }) => {
    await page.goto('Registro/SchedaPaziente');
    await expect(page).toHaveURL(/\/webui\/login/);
  });

  test('a session the server no longer knows sends the patient to login on the next load', async ({
    page,
  }) => {
    await signInWithForm(page, giulia.email);
    await page.context().clearCookies();
    await page.goto('Registro/Paypal');
    await expect(page).toHaveURL(/\/webui\/login/);
  });

  test('after sign-in the browser holds no token and nothing of the patient that scripts can read', async ({
    page,
  }) => {
    await signInWithForm(page, giulia.email);
    await page.goto('Registro/Farmaci');
    await expect(page.getByRole('heading', { name: 'Farmaci', level: 1 })).toBeVisible();
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'cartella_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const stored = await page.evaluate(() => ({
      local: Object.fromEntries(Object.entries(localStorage)),
      session: Object.fromEntries(Object.entries(sessionStorage)),
      cookie: document.cookie,
    }));
    // Only the idle clock (and a language choice, when made: none here) are kept: no token, user
    // or record.
    expect(Object.keys(stored.local).sort()).toEqual(['last_activity']);
    const everything = JSON.stringify(stored);
    for (const secret of [
      session?.value ?? 'no cookie',
      'Giulia',
      'Bianchi',
      giulia.email,
      'BNCGLI80A41H501C',
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(stored.cookie).not.toContain('cartella_session');
  });
});

test.describe('Leaving', () => {
  test('log out clears the stored session and returns to login', async ({ page }) => {
    await signInWithForm(page, giulia.email);
    await signOut(page);
    // Nothing is left; a language choice, had one been made, would stay (a device preference).
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('cartella_session');
    await page.goto('Registro/SchedaPaziente');
    await expect(page).toHaveURL(/\/webui\/login/);
  });

  test('ten idle minutes log the patient out', async ({ page }) => {
    await page.clock.install();
    await signInWithForm(page, giulia.email);
    await page.clock.fastForward('09:00');
    await expect(page).toHaveURL(/SchedaPaziente/);
    // runFor fires every timer on the way, as real time would; the logout call then needs the server.
    await page.clock.runFor('02:30');
    await expect(page).toHaveURL(/\/webui\/login/, { timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('last_activity'))).toBeNull();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('cartella_session');
  });

  test('a reload after ten idle minutes still logs out: loading the page is not activity', async ({
    page,
  }) => {
    await signInWithForm(page, giulia.email);
    await page.evaluate(() => localStorage.setItem('last_activity', String(Date.now() - 11 * 60_000)));
    await page.reload();
    await expect(page).toHaveURL(/\/webui\/login/);
    await page.goto('Registro/SchedaPaziente');
    await expect(page).toHaveURL(/\/webui\/login/);
  });
});

test.describe('Language', () => {
  test('the patient switches to English and back, and the choice is remembered', async ({ page }) => {
    await signInWithForm(page, giulia.email);
    await page.getByLabel('Lingua').first().selectOption('en');
    await expect(page.getByRole('heading', { name: 'Patient record' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Patient record' })).toBeVisible();
    await page.getByLabel('Language').first().selectOption('it');
    await expect(page.getByRole('heading', { name: 'Scheda paziente' })).toBeVisible();
  });
});

test.describe('On a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('with no mobile app published, the login page shows the form at once, without store links', async ({
    page,
  }) => {
    await page.goto('login');
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Scarica per/ })).toHaveCount(0);
    await page.getByLabel('E-mail').fill(giulia.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).tap();
    await expect(page.getByText(giulia.name)).toBeVisible();
  });
});

test.describe('The footer', () => {
  test("offers the user guide and this page's help as PDF files", async ({ page, request }) => {
    await signInWithForm(page, giulia.email);
    const guide = page.getByRole('link', { name: 'Guida utente (PDF)' });
    const help = page.getByRole('link', { name: 'Aiuto per questa pagina (PDF)' });
    for (const link of [guide, help]) {
      const href = await link.getAttribute('href');
      const response = await request.get(new URL(href ?? '', page.url()).toString());
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      // Tagged for screen readers: a structure tree, the Marked flag and the document language.
      const pdf = (await response.body()).toString('latin1');
      expect(pdf).toContain('/StructTreeRoot');
      expect(pdf).toMatch(/\/Marked true/);
      expect(pdf).toContain('/Lang (it-IT)');
    }
    await expect(page.getByText(`© ${new Date().getFullYear()} Cartella`)).toBeVisible();
  });
});
