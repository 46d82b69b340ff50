import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, marco, signIn, test } from './fixtures.ts';

test('Marco reads which cookies Cartella uses, is asked to accept or revoke nothing, and deletes his language choice', async ({
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
  await expect(page.getByText(/there is nothing to accept or revoke/)).toBeVisible();
  // Issue #37: a page that needs no consent offers none to revoke or give.
  await expect(page.getByRole('button', { name: /revoke|allow|consent/i })).toHaveCount(0);

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

  // The one control is the real one: deleting what this browser keeps.
  await page
    .getByRole('button', { name: 'Delete the language and the time of the last activity from this browser' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'on your next visit Cartella opens in Italian' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();
  await expectNoAxeViolations(page);

  // The choice is forgotten: a new visit opens in Italian, the default, with the same words.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cookie', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();
  await expect(page.getByText(/non c'è niente da accettare né da revocare/)).toBeVisible();
  await expect(page.getByRole('button', { name: /revoca|consenti|consenso/i })).toHaveCount(0);
  await page
    .getByRole('button', { name: "Elimina la lingua e l'ora dell'ultima attività da questo browser" })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Cartella si apre in italiano' })).toBeVisible();
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
