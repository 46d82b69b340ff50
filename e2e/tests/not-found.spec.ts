import { DEMO_PASSWORD, expect, giulia, signIn, test } from './fixtures.ts';

test.describe('An address no page answers', () => {
  for (const [language, heading, back] of [
    ['it', 'Pagina non trovata', 'Torna alla scheda paziente'],
    ['en', 'Page not found', 'Back to the patient record'],
  ] as const) {
    test(`loaded directly when signed in, says so inside the shell (${language})`, async ({ page }) => {
      await signIn(page, giulia.email);
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      await page.goto('Registro/Inesistente');
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await page.getByRole('link', { name: back }).click();
      await expect(page).toHaveURL(/\/webui\/Registro\/SchedaPaziente$/);
    });
  }

  test('loaded when signed out, leads to the sign-in page and then to the not-found page', async ({
    page,
  }) => {
    await page.goto('Registro/Inesistente');
    await expect(page).toHaveURL(/\/webui\/login/);
    await expect(page.getByRole('heading', { name: 'Accedi a Cartella' })).toBeVisible();
    await page.getByLabel('E-mail').fill(giulia.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/webui\/Registro\/Inesistente$/);
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  });
});
