import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, giulia, signIn, signInThroughApi, test } from './fixtures.ts';

/** Clicks a download button and answers the file: no question comes first (issue #37). */
async function downloadWith(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const download = await downloading;
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
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

  // The clinical report: a preview inside the page, then the download at once.
  const clinical = page.getByRole('region', { name: 'Report', exact: true });
  await clinical.getByRole('button', { name: 'Anteprima di Report' }).click();
  await expect(clinical.locator('iframe[title="Anteprima di Report"]')).toBeVisible();
  await expectNoAxeViolations(page);
  const report = await downloadWith(page, 'Scarica Report');
  expect(report.name).toBe('Report.pdf');
  expect(report.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const emergency = page.getByRole('region', { name: 'Report di Emergenza' });
  await emergency.getByRole('button', { name: 'Anteprima di Report di Emergenza' }).click();
  await expect(emergency.locator('iframe[title="Anteprima di Report di Emergenza"]')).toBeVisible();
  const card = await downloadWith(page, 'Scarica Report di Emergenza');
  expect(card.name).toBe('Emergenza.pdf');
  expect(card.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The FHIR export: the Bundle in the page, then as .txt (the spec's name) and as .json.
  const fhir = page.getByRole('region', { name: 'Report FHIR' });
  await fhir.getByRole('button', { name: 'Anteprima di Report FHIR' }).click();
  const preview = fhir.getByLabel('Anteprima di Report FHIR');
  await expect(preview).toContainText('"resourceType": "Bundle"');
  await expect(preview).toContainText('Allergia alla penicillina');
  await expectNoAxeViolations(page);
  const text = await downloadWith(page, 'Scarica Report FHIR (.txt)');
  expect(text.name).toMatch(/^Fhir_Giulia_Bianchi_\d{2}-\d{2}-\d{4}\.txt$/);
  expect(JSON.parse(text.bytes.toString('utf8'))).toMatchObject({ resourceType: 'Bundle', type: 'document' });
  const json = await downloadWith(page, 'Scarica Report FHIR (.json)');
  expect(json.name).toMatch(/^Fhir_Giulia_Bianchi_\d{2}-\d{2}-\d{4}\.json$/);
});

test('Giulia leaves the most confidential data out of the FHIR export', async ({ page }) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('report');
  await page.getByRole('combobox', { name: 'Dati da includere' }).click();
  await page.getByRole('option', { name: 'Fino a: Normale' }).click();
  const fhir = page.getByRole('region', { name: 'Report FHIR' });
  await fhir.getByRole('button', { name: 'Anteprima di Report FHIR' }).click();
  const preview = fhir.getByLabel('Anteprima di Report FHIR');
  await expect(preview).toContainText('"resourceType": "Bundle"');
  // The demo allergy is strictly confidential (level 6).
  await expect(preview).not.toContainText('Allergia alla penicillina');
  await expect(preview).toContainText('Nessuna allergia o intolleranza nota');
});

test('Giulia prints her emergency card with a QR code that opens it, and finds its link in the list', async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('report');
  const emergency = page.getByRole('region', { name: 'Report di Emergenza' });
  await emergency.getByRole('checkbox', { name: 'Scarica con un codice QR' }).check();
  await expectNoAxeViolations(page);
  const card = await downloadWith(page, 'Scarica Report di Emergenza');
  expect(card.name).toBe('Emergenza.pdf');
  // The QR code is a tagged figure whose alternative text is the address it encodes.
  const address = /\/Alt \((http:[^)]+\/webui\/condivisione\/[A-Za-z0-9_-]{43})\)/.exec(
    card.bytes.toString('latin1'),
  )?.[1];
  expect(address).toBeDefined();

  // The link is in the list, permanent and without a PIN, and opens the card for whoever scans it.
  const share = page.getByRole('region', { name: 'Condividi con un medico' });
  const item = share.getByRole('listitem').filter({ hasText: 'Codice QR della scheda di emergenza' }).first();
  await expect(item).toContainText('Attivo');
  const rescuerContext = await browser.newContext({ locale: 'it-IT' });
  const rescuer = await rescuerContext.newPage();
  await rescuer.goto(address ?? '');
  await rescuer.getByRole('button', { name: 'Apri il report' }).click();
  await expect(rescuer.locator('iframe[title="Report di Emergenza"]')).toBeVisible();
  await rescuerContext.close();

  // Revoked, so later runs start from the same list.
  await item.getByRole('button', { name: 'Revoca link' }).click();
  await page
    .getByRole('alertdialog', { name: 'Revocare il link?' })
    .getByRole('button', { name: 'Revoca' })
    .click();
  await expect(item).toContainText('Revocato');

  // Made in Italian, the link is named in English once the page is (issue #37): the list and the
  // access log name it in their reader's language, not in the words of the moment it was made.
  await page.getByLabel('Lingua', { exact: true }).first().selectOption('en');
  const shareInEnglish = page.getByRole('region', { name: 'Share with a doctor' });
  const inEnglish = shareInEnglish
    .getByRole('listitem')
    .filter({ hasText: 'QR code on the emergency card' })
    .first();
  await expect(inEnglish).toContainText('Revoked');
  await expect(shareInEnglish).not.toContainText('Codice QR');
  await page.goto('Registro/Accessi');
  const openings = page.getByRole('table', { name: 'Openings of shared links' });
  await expect(
    openings.getByRole('row').filter({ hasText: 'QR code on the emergency card' }).first(),
  ).toBeVisible();
  await expect(openings).not.toContainText('Codice QR');
  await expectNoAxeViolations(page);
});

test('Giulia shares her emergency card with a PIN for one hour, sees the doctor open it, and revokes it', async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('report');
  const share = page.getByRole('region', { name: 'Condividi con un medico' });
  await share.getByLabel('Per chi (facoltativo)').fill('Dott. Verdi');
  await share.getByLabel('PIN (facoltativo)').fill('4821');
  await share.getByRole('button', { name: 'Crea link' }).click();
  const address = share.getByLabel('Link per il medico');
  await expect(address).toHaveValue(/\/webui\/condivisione\/[A-Za-z0-9_-]{43}$/);
  await expect(share.getByRole('img', { name: 'Codice QR del link' })).toBeVisible();
  await expectNoAxeViolations(page);
  const url = await address.inputValue();

  // The doctor: a fresh browser, no account.
  const doctorContext = await browser.newContext({ locale: 'it-IT' });
  const doctor = await doctorContext.newPage();
  await doctor.goto(url);
  await expect(doctor.getByRole('heading', { name: 'Report condiviso', level: 1 })).toBeVisible();
  await expect(
    doctor.getByText('Giulia Bianchi ti ha condiviso il suo Report di Emergenza, in sola lettura.'),
  ).toBeVisible();
  await expectNoAxeViolations(doctor);
  await doctor.getByLabel('PIN').fill('0000');
  await doctor.getByRole('button', { name: 'Apri il report' }).click();
  await expect(doctor.getByText('PIN errato.')).toBeVisible();
  await doctor.getByLabel('PIN').fill('4821');
  await doctor.getByRole('button', { name: 'Apri il report' }).click();
  await expect(doctor.locator('iframe[title="Report di Emergenza"]')).toBeVisible();
  const downloading = doctor.waitForEvent('download');
  await doctor.getByRole('link', { name: 'Scarica Report di Emergenza' }).click();
  expect((await downloading).suggestedFilename()).toBe('Emergenza.pdf');
  await expectNoAxeViolations(doctor);

  // Giulia sees the opening beside the link, then revokes it.
  await page.reload();
  const item = share.getByRole('listitem').filter({ hasText: 'Dott. Verdi' });
  await expect(item.getByRole('listitem').filter({ hasText: /^Aperto il / })).toHaveCount(1);
  await expect(item).toContainText('Attivo');
  await item.getByRole('button', { name: 'Revoca link' }).click();
  await page
    .getByRole('alertdialog', { name: 'Revocare il link?' })
    .getByRole('button', { name: 'Revoca' })
    .click();
  await expect(item).toContainText('Revocato');

  // The doctor's page now says the link is no longer valid.
  await doctor.reload();
  await expect(doctor.getByRole('heading', { name: 'Link non più valido', level: 1 })).toBeVisible();
  await expect(doctor.getByText('Il link è scaduto o è stato revocato.')).toBeVisible();
  await expectNoAxeViolations(doctor);
  await doctorContext.close();

  // The opening is in the access log too.
  await page.goto('Registro/Accessi');
  const openings = page.getByRole('table', { name: 'Aperture dei link condivisi' });
  const verdi = openings.getByRole('row').filter({ hasText: 'Dott. Verdi' });
  await expect(verdi).toHaveCount(1);
  await expect(verdi).toContainText('Report di Emergenza');
  await expectNoAxeViolations(page);
});

test('the footer offers the Report guide on /report, in Italian and English', async ({ page, request }) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('report');
  const help = page.getByRole('link', { name: 'Aiuto per questa pagina (PDF)' });
  const href = (await help.getAttribute('href')) ?? '';
  expect(href).toMatch(/guides\/Report\.pdf$/);
  const response = await request.get(new URL(href, page.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const english = await request.get(new URL(href.replace('guides/', 'guides/en/'), page.url()).toString());
  expect(english.status()).toBe(200);
});

test("the doctor's page fits a phone in English, axe clean, and opens a link without a PIN", async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('report');
  const share = page.getByRole('region', { name: 'Condividi con un medico' });
  await share.getByRole('button', { name: 'Crea link' }).click();
  const url = await share.getByLabel('Link per il medico').inputValue();

  const phone = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const doctor = await phone.newPage();
  await doctor.goto(url);
  await doctor.getByLabel('Lingua').selectOption('en');
  await expect(doctor.getByRole('heading', { name: 'Shared report', level: 1 })).toBeVisible();
  await expect(
    doctor.getByText('Giulia Bianchi has shared their Emergency card with you, read-only.'),
  ).toBeVisible();
  await expect(doctor.getByLabel('PIN')).toHaveCount(0);
  await expectNoAxeViolations(doctor);
  await doctor.getByRole('button', { name: 'Open the report' }).click();
  await expect(doctor.getByRole('link', { name: 'Download Emergency card' })).toBeVisible();
  const overflow = await doctor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(doctor);
  await phone.close();
});
