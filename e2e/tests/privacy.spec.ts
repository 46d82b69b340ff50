import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, marco, signIn, test } from './fixtures.ts';

test('Marco reads which cookies Cartella uses, revokes them and his language choice is forgotten', async ({
  page,
}) => {
  await signIn(page, marco.email);
  await page.getByLabel('Lingua', { exact: true }).first().selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

  await page.goto('account');
  await page.getByRole('link', { name: 'Cookies', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Cookies', level: 1 })).toBeVisible();
  // The session cookie and the language key are listed, and nothing asks for consent.
  await expect(page.getByRole('heading', { name: 'cartella_session', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'lang', exact: true, level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'last_activity', level: 3 })).toBeVisible();
  await expect(page.getByText(/none of them needs your consent/)).toBeVisible();

  // The policy downloads as a PDF in the language shown.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the cookie policy (PDF)' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe('CookiePolicy.pdf');
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('/Lang (en-GB)');

  // The spec's collapsible sections open.
  await page.getByText('What cookies are', { exact: true }).click();
  await expect(page.getByText(/Cookies are small files/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Revoke consent and delete cookies' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cookies deleted successfully' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();
  await expectNoAxeViolations(page);

  // The choice is forgotten: a new visit opens in Italian, the default.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cookie', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();

  // Allowing again remembers the language shown.
  await page.getByRole('button', { name: 'Revoca il consenso ed elimina i cookie' }).click();
  await expect(page.getByText('Cookies eliminati correttamente')).toBeVisible();
  await page.getByRole('button', { name: 'Consenti i cookie' }).click();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('it');
});

test('the privacy notice shows its sections in Italian and English, before signing in', async ({ page }) => {
  await page.goto('privacy');
  await expect(page.getByRole('heading', { name: 'Informativa sulla privacy', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Informativa sulla privacy · Cartella');
  for (const section of [
    'Titolare del trattamento e contatti',
    'Finalità e basi giuridiche',
    'Destinatari',
    'Conservazione',
    'I tuoi diritti e come esercitarli qui',
    'Reclamo',
  ]) {
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
  }
  await expect(page.getByText(/art\. 9\(2\)\(a\) GDPR/)).toBeVisible();
  await expect(page.getByText(/Garante per la protezione dei dati personali/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Lingua', { exact: true }).first().selectOption('en');
  await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Privacy notice · Cartella');
  for (const section of [
    'Controller and contact',
    'Purposes and legal bases',
    'Recipients',
    'Retention',
    'Complaint',
  ]) {
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});
