import { expect, giulia, signIn, signInThroughApi, test } from './fixtures.ts';

// Each page has its own title (WCAG 2.2 2.4.2, issue #26): the page's menu name, then the app's.
for (const [language, titles] of [
  [
    'it',
    [
      ['Registro/SchedaPaziente', 'Scheda paziente · Cartella'],
      ['Registro/Farmaci', 'Farmaci · Cartella'],
      ['Registro/Vaccini', 'Vaccini · Cartella'],
      // Each account page is titled by its own heading (issue #37), not one 'Account' for all.
      ['account', 'Account · Cartella'],
      ['account/sicurezza', "Sicurezza dell'account · Cartella"],
      ['account/Consensi', 'Consensi · Cartella'],
      ['account/CookiePolicy', 'Cookie · Cartella'],
      ['Registro/Accessi', 'Registro accessi · Cartella'],
    ],
  ],
  [
    'en',
    [
      ['Registro/SchedaPaziente', 'Patient record · Cartella'],
      ['Registro/Farmaci', 'Medications · Cartella'],
      ['Registro/Vaccini', 'Vaccinations · Cartella'],
      ['account', 'Account · Cartella'],
      ['account/sicurezza', 'Account security · Cartella'],
      ['account/Consensi', 'Consents · Cartella'],
      ['account/CookiePolicy', 'Cookies · Cartella'],
      ['Registro/Accessi', 'Access log · Cartella'],
    ],
  ],
] as const) {
  test(`every signed-in page names itself in the browser's title (${language})`, async ({ page }) => {
    await signIn(page, giulia.email);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
  });
}

test('only the page shown is marked current in the submenu, even under a longer path', async ({ page }) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('calcolatricemedica/calcoloScores/meldScore');
  const submenu = page.getByRole('navigation', { name: 'Sottomenu' });
  const current = submenu.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('href', /\/calcoloScores\/meldScore$/);
  await page.goto('calcolatricemedica/calcoloScores');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('href', /\/calcoloScores$/);
});

test('the public pages are titled by their heading, in Italian and English', async ({ page }) => {
  await page.goto('login');
  await expect(page).toHaveTitle('Accedi a Cartella');
  await page.goto('privacy');
  await expect(page).toHaveTitle('Informativa sulla privacy · Cartella');
  await page.goto('privacy');
  await page.getByLabel('Lingua').first().selectOption('en');
  await expect(page).toHaveTitle('Privacy notice · Cartella');
});

test('a signed-in page outside the menu is titled by its heading (not found)', async ({ page }) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/pagina-che-non-esiste');
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
  expect(heading).toBeTruthy();
  await expect(page).toHaveTitle(`${heading} · Cartella`);
});
