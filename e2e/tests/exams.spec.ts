import { readFile } from 'node:fs/promises';
import { examOperations, operationUrl } from '@cartella/contract';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, giulia, marco, signInThroughApi, test } from './fixtures.ts';
import { choose, fillDate, sessionOf } from './therapies-helpers.ts';

/** Saves the open modal: no question comes first (issue #37), the success message says it is saved. */
async function save(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Dati salvati con successo!').first()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

/** Moves the exam of `row` to the list named `target`. */
async function moveTo(page: Page, rowName: RegExp, from: string, target: string) {
  const row = page.getByRole('table', { name: from }).getByRole('row').filter({ hasText: rowName });
  await row.getByRole('button', { name: /^Sposta Emocromo/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: from })).toHaveCount(0);
  await dialog.getByRole('radio', { name: target }).click();
  await dialog.getByRole('button', { name: 'Sposta', exact: true }).click();
  await expect(page.getByText('Operazione completata con successo').first()).toBeVisible();
  await expect(
    page.getByRole('table', { name: target }).getByRole('row').filter({ hasText: rowName }),
  ).toHaveCount(1);
}

test('Giulia searches her exams, adds a requested blood count at a laboratory, edits it, moves it to Programmati then Completati, locks it, attaches a PDF and downloads it, prints and deletes it', async ({
  page,
}) => {
  const reason = `Controllo e2e ${Date.now()}`;
  const rowName = new RegExp(reason);
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Esami');
  await expect(page.getByRole('heading', { name: 'Esami', level: 1 })).toBeVisible();
  for (const list of ['Richiesti', 'Programmati', 'Completati'])
    await expect(page.getByRole('heading', { name: list, level: 2 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Completati' })).toContainText('Colesterolo totale');
  await expectNoAxeViolations(page);

  // The search: nothing found says 'nessuna data'; a match leaves only the matching exams.
  const search = page.getByRole('searchbox', { name: 'Cerca negli esami' });
  await search.fill('zzzz');
  await expect(page.getByText('nessuna data')).toBeVisible();
  await search.fill('colesterolo');
  await expect(page.getByRole('table', { name: 'Completati' })).toContainText('Colesterolo totale');
  await expect(page.getByRole('region', { name: 'Programmati' })).not.toContainText('Elettrocardiogramma');
  await search.fill('');
  await expect(page.getByRole('table', { name: 'Programmati' })).toContainText('Elettrocardiogramma');

  // Add to Richiesti: the type is required; the investigation comes from the catalogue.
  await page.getByRole('button', { name: 'Aggiungi esame a Richiesti' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(modal.getByText('Questo campo è obbligatorio!').first()).toBeVisible();
  await choose(page, 'Tipologia', 'Laboratori Analisi');
  await page.getByRole('combobox', { name: 'Indagine' }).fill('emocromo');
  await page
    .getByRole('option', { name: /^Emocromo/ })
    .first()
    .click();
  await choose(page, 'Centro', 'Laboratorio Iris (demo)');
  await fillDate(page, 'Data', '20/10/2026');
  await page.getByLabel('Motivo').fill(reason);
  await expectNoAxeViolations(page);
  await save(page);

  const requested = page
    .getByRole('table', { name: 'Richiesti' })
    .getByRole('row')
    .filter({ hasText: rowName });
  await expect(requested).toContainText('Emocromo');
  await expect(requested).toContainText('Laboratorio Iris (demo)');
  await expect(requested).toContainText('20/10/2026');

  // Edit: the modal opens with the stored exam; the reason changes.
  await requested.getByRole('button', { name: /^Modifica Emocromo/ }).click();
  await expect(page.getByRole('heading', { name: 'Modifica esame' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Indagine' })).toHaveValue(/^Emocromo/);
  await expect(page.getByLabel('Motivo')).toHaveValue(reason);
  await page.getByLabel('Motivo').fill(`${reason} a digiuno`);
  await save(page);
  await expect(requested).toContainText(`${reason} a digiuno`);

  await moveTo(page, rowName, 'Richiesti', 'Programmati');
  await moveTo(page, rowName, 'Programmati', 'Completati');

  // Lock: another confidentiality level.
  const completed = page
    .getByRole('table', { name: 'Completati' })
    .getByRole('row')
    .filter({ hasText: rowName });
  await completed.getByRole('button', { name: /^Confidenzialità di Emocromo/ }).click();
  const lock = page.getByRole('dialog');
  await lock.getByRole('radio', { name: 'Normale' }).click();
  await lock.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Operazione completata con successo').first()).toBeVisible();
  await completed.getByRole('button', { name: /^Confidenzialità di Emocromo/ }).click();
  await expect(page.getByRole('dialog').getByRole('radio', { name: 'Normale' })).toBeChecked();
  await page.getByRole('dialog').getByRole('button', { name: 'Annulla' }).click();

  // Attach a PDF report: file, type and survey date (today by default); it downloads unchanged.
  const report = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  await completed.getByRole('button', { name: /^Carica un file per Emocromo/ }).click();
  const upload = page.getByRole('dialog');
  await upload.getByRole('button', { name: 'Carica', exact: true }).click();
  await expect(upload.getByText('Questo campo è obbligatorio!').first()).toBeVisible();
  await upload.getByLabel('Scegli il file').setInputFiles({
    name: 'referto-emocromo.pdf',
    mimeType: 'application/pdf',
    buffer: report,
  });
  await choose(page, 'Tipo di file', 'Documento');
  await expectNoAxeViolations(page);
  await upload.getByRole('button', { name: 'Carica', exact: true }).click();
  await expect(page.getByText('File caricato con successo!').first()).toBeVisible();
  await expect(completed.getByRole('button', { name: /^Carica un file per Emocromo/ })).toBeFocused();

  await completed.getByRole('button', { name: /^Allegati di Emocromo/ }).click();
  const attachments = page.getByRole('dialog');
  await expect(attachments.getByRole('listitem')).toHaveCount(1);
  await expect(attachments).toContainText('referto-emocromo.pdf');
  await expect(attachments).toContainText('Documento');
  await expectNoAxeViolations(page);
  const saved = page.waitForEvent('download');
  await attachments.getByRole('button', { name: 'Scarica referto-emocromo.pdf' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toBe('referto-emocromo.pdf');
  expect(await readFile(await file.path())).toEqual(report);
  await attachments.getByRole('button', { name: 'Chiudi' }).first().click();

  // Print: the exams as a PDF.
  const { patientId } = await sessionOf(page);
  const pdfAnswer = page.waitForResponse((response) =>
    response.url().endsWith(operationUrl(examOperations.print, { params: { id: patientId } })),
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stampa esami' }).click();
  expect((await pdfAnswer).headers()['content-type']).toBe('application/pdf');
  expect((await download).suggestedFilename()).toBe('Esami.pdf');

  // Delete, with the spec's question.
  await completed.getByRole('button', { name: /^Elimina Emocromo/ }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Sei sicuro di cancellare il record?');
  await question.getByRole('button', { name: 'Elimina' }).click();
  await expect(
    page.getByRole('table', { name: 'Completati' }).getByRole('row').filter({ hasText: rowName }),
  ).toHaveCount(0);
});

test('Marco, on the basic licence, gets the subscription dialog when adding, editing or moving an exam', async ({
  page,
}) => {
  await signInThroughApi(page, marco.email);
  await page.goto('Registro/Esami');
  await page.getByRole('button', { name: 'Aggiungi esame a Richiesti' }).click();
  await expect(page.getByText('Questa sezione non è prevista nella tua sottoscrizione')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Annulla' }).click();
  const row = page
    .getByRole('table', { name: 'Richiesti' })
    .getByRole('row')
    .filter({ hasText: 'Tosse persistente' });
  for (const action of [/^Modifica Radiografia/, /^Sposta Radiografia/]) {
    await row.getByRole('button', { name: action }).click();
    await expect(page.getByText('Questa sezione non è prevista nella tua sottoscrizione')).toBeVisible();
    await page.getByRole('button', { name: 'Annulla' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Modifica esame' })).toHaveCount(0);
});

test('the footer offers the Esami guide on /Registro/Esami, in Italian and English', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Esami');
  const help = page.getByRole('link', { name: 'Aiuto per questa pagina (PDF)' });
  const href = (await help.getAttribute('href')) ?? '';
  expect(href).toMatch(/guides\/Esami\.pdf$/);
  const response = await request.get(new URL(href, page.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const english = await request.get(new URL(href.replace('guides/', 'guides/en/'), page.url()).toString());
  expect(english.status()).toBe(200);
});
