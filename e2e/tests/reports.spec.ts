import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, giulia, signIn, test } from './fixtures.ts';

/** Clicks a download button, answers the question when there is one, and answers the file. */
async function downloadWith(page: Page, button: string, question: string | null) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  if (question !== null) {
    const dialog = page.getByRole('alertdialog', { name: question });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Scarica', exact: true }).click();
  }
  const download = await downloading;
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

test('Giulia previews and downloads the clinical report, the emergency card and the FHIR export', async ({
  page,
}) => {
  await signIn(page, giulia.email);
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Report' })
    .click();
  await expect(page).toHaveURL(/\/webui\/report$/);
  await expect(page.getByRole('heading', { name: 'Report', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Report · Cartella');
  await expectNoAxeViolations(page);

  // The clinical report: a preview inside the page, then the download after the spec's question.
  const clinical = page.getByRole('region', { name: 'Report', exact: true });
  await clinical.getByRole('button', { name: 'Anteprima di Report' }).click();
  await expect(clinical.locator('iframe[title="Anteprima di Report"]')).toBeVisible();
  await expectNoAxeViolations(page);
  const report = await downloadWith(page, 'Scarica Report', 'Scaricare Report?');
  expect(report.name).toBe('Report.pdf');
  expect(report.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Answering no to the question downloads nothing.
  await page.getByRole('button', { name: 'Scarica Report di Emergenza', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: 'Scaricare Report di Emergenza?' });
  await question.getByRole('button', { name: 'Annulla' }).click();
  await expect(question).toBeHidden();

  const emergency = page.getByRole('region', { name: 'Report di Emergenza' });
  await emergency.getByRole('button', { name: 'Anteprima di Report di Emergenza' }).click();
  await expect(emergency.locator('iframe[title="Anteprima di Report di Emergenza"]')).toBeVisible();
  const card = await downloadWith(page, 'Scarica Report di Emergenza', 'Scaricare Report di Emergenza?');
  expect(card.name).toBe('Emergenza.pdf');
  expect(card.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The FHIR export: the Bundle in the page, then as .txt (the spec's name) and as .json.
  const fhir = page.getByRole('region', { name: 'Report di Fhir' });
  await fhir.getByRole('button', { name: 'Anteprima di Report di Fhir' }).click();
  const preview = fhir.getByLabel('Anteprima di Report di Fhir');
  await expect(preview).toContainText('"resourceType": "Bundle"');
  await expect(preview).toContainText('Allergia alla penicillina');
  await expectNoAxeViolations(page);
  const text = await downloadWith(page, 'Scarica Report di Fhir (.txt)', null);
  expect(text.name).toMatch(/^Fhir_Giulia_Bianchi_\d{2}-\d{2}-\d{4}\.txt$/);
  expect(JSON.parse(text.bytes.toString('utf8'))).toMatchObject({ resourceType: 'Bundle', type: 'document' });
  const json = await downloadWith(page, 'Scarica Report di Fhir (.json)', null);
  expect(json.name).toMatch(/^Fhir_Giulia_Bianchi_\d{2}-\d{2}-\d{4}\.json$/);
});

test('Giulia leaves the most confidential data out of the FHIR export', async ({ page }) => {
  await signIn(page, giulia.email);
  await page.goto('report');
  await page.getByRole('combobox', { name: 'Dati da includere' }).click();
  await page.getByRole('option', { name: 'Fino a: Normale' }).click();
  const fhir = page.getByRole('region', { name: 'Report di Fhir' });
  await fhir.getByRole('button', { name: 'Anteprima di Report di Fhir' }).click();
  const preview = fhir.getByLabel('Anteprima di Report di Fhir');
  await expect(preview).toContainText('"resourceType": "Bundle"');
  // The demo allergy is strictly confidential (level 6).
  await expect(preview).not.toContainText('Allergia alla penicillina');
  await expect(preview).toContainText('Nessuna allergia o intolleranza nota');
});
