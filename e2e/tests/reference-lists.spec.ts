import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, giulia, signInThroughApi, signOut, test } from './fixtures.ts';
import { signInAsAdmin } from './second-factor-helpers.ts';

const centre = 'Laboratorio Ciclamino (e2e)';

/** The row of the admin's centres table that names the test centre. */
const adminRow = (page: Page) =>
  page.getByRole('table', { name: 'Centri convenzionati' }).getByRole('row').filter({ hasText: centre });

/** The row of Giulia's laboratories list that names the test centre. */
const patientRow = (page: Page) =>
  page.getByRole('region', { name: 'Laboratori analisi' }).getByRole('row').filter({ hasText: centre });

test('the admin adds a centre, corrects its website (a javascript: address is refused) and disables it; Giulia no longer sees it', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('admin/admin');
  // By keyboard, as every step of the page can be.
  await page.getByRole('main').getByRole('link', { name: 'Centri convenzionati' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Centri convenzionati', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // Add a laboratory.
  await page.getByRole('button', { name: 'Aggiungi centro' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nuovo centro' });
  await dialog.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Laboratori analisi' }).click();
  await dialog.getByLabel('Nome').fill(centre);
  await dialog.getByLabel('Indirizzo').fill('Via delle Prove 1, 00000 Città di Prova');
  await dialog.getByLabel('E-mail').fill('ciclamino@example.org');
  await dialog.getByLabel('Sito web').fill('https://example.org/ciclamino');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await expect(adminRow(page)).toContainText('https://example.org/ciclamino');

  // A javascript: website is refused with the message; an https one is saved.
  await page.getByRole('button', { name: `Modifica ${centre}` }).click();
  dialog = page.getByRole('dialog', { name: `Modifica ${centre}` });
  await dialog.getByLabel('Sito web').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByText('URL non valido o mancante!')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Sito web').fill('https://example.org/ciclamino-nuovo');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await expect(adminRow(page)).toContainText('https://example.org/ciclamino-nuovo');

  // Giulia sees the laboratory with its new website.
  await signOut(page);
  await signInThroughApi(page, giulia.email);
  await page.goto('centriConvezionati/CentriConvezionati');
  await expect(
    patientRow(page).getByRole('link', { name: new RegExp(`^Sito di ${centre.replace(/[()]/g, '\\$&')}`) }),
  ).toHaveAttribute('href', 'https://example.org/ciclamino-nuovo');

  // The admin disables it, with a confirmation.
  await signOut(page);
  await signInAsAdmin(page);
  await page.goto('admin/centri');
  await page.getByRole('button', { name: `Disabilita ${centre}` }).press('Enter');
  const confirm = page.getByRole('alertdialog', { name: `Disabilitare ${centre}?` });
  await confirm.getByRole('button', { name: 'Conferma' }).press('Enter');
  await expect(adminRow(page)).toContainText('Disabilitato');
  await expect(page.getByRole('button', { name: `Abilita ${centre}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // Giulia's centres page no longer lists it; the demo laboratories are still there.
  await signOut(page);
  await signInThroughApi(page, giulia.email);
  await page.goto('centriConvezionati/CentriConvezionati');
  await expect(
    page
      .getByRole('region', { name: 'Laboratori analisi' })
      .getByRole('row')
      .filter({ hasText: 'Laboratorio Iris (demo)' }),
  ).toBeVisible();
  await expect(patientRow(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
