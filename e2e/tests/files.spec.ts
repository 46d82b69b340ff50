import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD, expect, expectNoAxeViolations, giulia, signInThroughApi, test } from './fixtures.ts';
import { choose, fillDate } from './therapies-helpers.ts';

/** A small but complete PDF, as a Kardia recording is. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A date as the date fields take it, days from today. */
/** A date as the page shows it, counted in Rome (the browser's time zone), whatever the machine's. */
function italianDate(daysFromToday: number): string {
  const date = new Date(Date.now() + daysFromToday * 86_400_000);
  return new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(date);
}

test("the page's guide is in the footer", async ({ page, request }) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/File');
  const help = page.getByRole('link', { name: 'Aiuto per questa pagina (PDF)' });
  const href = (await help.getAttribute('href')) ?? '';
  expect(href).toMatch(/File/);
  const response = await request.get(new URL(href, page.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
});

test('Giulia uploads a Kardia PDF and previews it, is refused a PNG named .pdf, and keeps a photo', async ({
  page,
}) => {
  // Names of this run only: Giulia's account is shared, and a repeated run finds the earlier files.
  const run = Date.now().toString(36);
  const ecgName = `ECG novembre ${run}.pdf`;
  const photoName = `neo ${run}.png`;
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/File');
  await expect(page.getByRole('heading', { level: 1, name: 'File', exact: true })).toBeVisible();

  // Kardia: a PNG is cleared with 'Seleziona un file PDF', then the PDF is kept.
  await page.getByRole('button', { name: 'Aggiungi Kardia' }).click();
  const kardia = page.getByRole('dialog', { name: 'Aggiungi file: Kardia' });
  await kardia.getByLabel('File PDF').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
  await expect(kardia.getByText('Seleziona un file PDF')).toBeVisible();
  await expect(kardia.getByLabel('File PDF')).toHaveValue('');
  await kardia
    .getByLabel('File PDF')
    .setInputFiles({ name: ecgName, mimeType: 'application/pdf', buffer: pdf });
  await fillDate(page, 'Data rilievo', italianDate(-1));
  await kardia.getByLabel('Commento').fill('ritmo sinusale');
  // The specialty tags: the chosen one shows in the Kardia list's Tag column.
  await kardia.getByRole('group', { name: 'Tag' }).getByRole('checkbox', { name: 'Cardiologia' }).click();
  await expectNoAxeViolations(page);
  await kardia.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('File salvato con successo!').first()).toBeVisible();
  await expect(kardia).toBeHidden();
  const kardiaTable = page.getByRole('table', { name: 'Kardia' });
  const recording = kardiaTable.getByRole('row').filter({ hasText: ecgName });
  await expect(recording).toContainText('ritmo sinusale');
  await expect(recording).toContainText('Cardiologia');

  // The preview: recorded-on and uploaded-on dates, and 'Anteprima Kardia' in a new tab named
  // after the file (issue #37; pdf-preview.spec.ts).
  await recording.getByRole('button', { name: `Visualizza ${ecgName}` }).click();
  const preview = page.getByRole('dialog', { name: ecgName });
  await expect(preview.getByText(italianDate(-1))).toBeVisible();
  await expect(preview.getByText('Caricato il')).toBeVisible();
  const popup = page.waitForEvent('popup');
  await preview.getByRole('button', { name: 'Anteprima Kardia' }).click();
  const tab = await popup;
  await expect(tab).toHaveTitle(ecgName);
  await tab.close();
  await preview.getByRole('button', { name: 'Chiudi' }).first().click();

  // Edit the tags: another specialty instead.
  await recording.getByRole('button', { name: `Modifica ${ecgName}` }).click();
  const editKardia = page.getByRole('dialog', { name: 'Modifica file' });
  const tagGroup = editKardia.getByRole('group', { name: 'Tag' });
  await expect(tagGroup.getByRole('checkbox', { name: 'Cardiologia' })).toBeChecked();
  await tagGroup.getByRole('checkbox', { name: 'Cardiologia' }).click();
  await tagGroup.getByRole('checkbox', { name: 'Angiologia' }).click();
  await editKardia.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('File cambiato con successo!').first()).toBeVisible();
  await expect(recording).toContainText('Angiologia');
  await expect(recording).not.toContainText('Cardiologia');

  // A PNG renamed .pdf: the server reads the bytes and refuses it with a clear message.
  await page.getByRole('button', { name: 'Aggiungi file', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Aggiungi file: documenti e immagini' });
  await add
    .getByLabel('Scegli il file')
    .setInputFiles({ name: 'referto.pdf', mimeType: 'application/pdf', buffer: png });
  // A PDF is a document: the type follows the file picked.
  await expect(add.getByRole('combobox', { name: 'Tipo di file' })).toContainText('Documento');
  await choose(page, 'Tipo di file', 'Documento');
  await fillDate(page, 'Data rilievo', italianDate(-2));
  await add.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(
    add.getByText(
      'Il contenuto del file non corrisponde al suo tipo (application/pdf). Scegli un altro file.',
    ),
  ).toBeVisible();

  // The photo itself, with a future survey date: reset to today with the spec's message.
  await add
    .getByLabel('Scegli il file')
    .setInputFiles({ name: photoName, mimeType: 'image/png', buffer: png });
  await choose(page, 'Tipo di file', 'Foto');
  await fillDate(page, 'Data rilievo', italianDate(3));
  await expect(
    add.getByText('La data di inserimento non può essere successiva alla data odierna'),
  ).toBeVisible();
  await expect(add.getByLabel('Data rilievo', { exact: true })).toHaveValue(italianDate(0));
  await add.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(add).toBeHidden();
  const files = page.getByRole('table', { name: 'File' });
  const photo = files.getByRole('row').filter({ hasText: photoName });
  await expect(photo).toContainText('Foto');
  await expect(photo).toContainText(italianDate(0));
  await expectNoAxeViolations(page);

  // Edit: 'Modifica file', the date rule also here.
  await photo.getByRole('button', { name: `Modifica ${photoName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica file' });
  await edit.getByLabel('Commento').fill('neo sulla spalla');
  await edit.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('File cambiato con successo!').first()).toBeVisible();
  await expect(photo).toContainText('neo sulla spalla');

  // Confidentiality.
  await photo.getByRole('button', { name: `Confidenzialità di ${photoName}` }).click();
  const lock = page.getByRole('dialog');
  await lock.getByRole('radio', { name: 'Riservato', exact: true }).click();
  await lock.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Confidenzialità modificata con successo!').first()).toBeVisible();
  await photo.getByRole('button', { name: `Confidenzialità di ${photoName}` }).click();
  await expect(page.getByRole('dialog').getByRole('radio', { name: 'Riservato', exact: true })).toBeChecked();
  await page.getByRole('dialog').getByRole('button', { name: 'Annulla' }).click();

  // Preview: the photo itself, inside the app, described by its comment; focus back on the row.
  const previewButton = photo.getByRole('button', { name: `Anteprima di ${photoName}` });
  await previewButton.click();
  const shown = page.getByRole('dialog', { name: photoName });
  await expect(shown.getByRole('img', { name: 'neo sulla spalla' })).toBeVisible();
  await expect
    .poll(() =>
      shown
        .getByRole('img', { name: 'neo sulla spalla' })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(1);
  await expectNoAxeViolations(page);
  await shown.getByRole('button', { name: 'Chiudi' }).first().click();
  await expect(previewButton).toBeFocused();

  // Download: at once, without 'Scaricare il File?' (issue #37), the very bytes uploaded.
  const download = page.waitForEvent('download');
  await photo.getByRole('button', { name: `Scarica ${photoName}` }).click();
  const saved = await download;
  await expect(page.getByText('File scaricato con successo!').first()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(saved.suggestedFilename()).toBe(photoName);
  expect(await readFile(await saved.path())).toEqual(png);

  // Search.
  await page.getByLabel('Cerca tra i file').fill('spalla');
  await expect(photo).toBeVisible();
  await page.getByLabel('Cerca tra i file').fill('ginocchio');
  await expect(page.getByText('Nessun file corrisponde alla ricerca')).toBeVisible();
  await page.getByLabel('Cerca tra i file').fill('');

  // Delete, with 'Eliminare il file?' and Si / No.
  await photo.getByRole('button', { name: `Elimina ${photoName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'No' }).click();
  await expect(photo).toBeVisible();
  await photo.getByRole('button', { name: `Elimina ${photoName}` }).click();
  await expect(page.getByRole('alertdialog', { name: 'Eliminare il file?' })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Si' }).click();
  await expect(page.getByText('File eliminato con successo!').first()).toBeVisible();
  await expect(photo).toBeHidden();
});

test('Giulia reads the demonstration monitor, watches the progress, saves its readings and an ECG, and connects the heart device', async ({
  page,
}) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/File');
  const monitor = page.getByRole('region', { name: 'Monitor multiparametrico' });
  await monitor.getByRole('button', { name: 'Usa il monitor dimostrativo' }).click();

  // The sync shows its progress and can be cancelled; a cancelled sync says so.
  const progress = monitor.getByRole('progressbar', { name: 'Lettura del dispositivo' });
  await expect(progress).toBeVisible();
  await monitor.getByRole('button', { name: 'Annulla' }).click();
  await expect(monitor.getByText('Lettura annullata.')).toBeVisible();

  // A whole sync: device information and the four tables.
  await monitor.getByRole('button', { name: 'Usa il monitor dimostrativo' }).click();
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuetext', /Passo \d di 9/);
  await expect(progress).toBeHidden({ timeout: 30_000 });
  await expect(monitor.getByText('Numero di serie')).toBeVisible();
  const ecg = monitor.getByRole('table', { name: 'ECG' });
  await expect(ecg.getByRole('row')).not.toHaveCount(1);
  for (const name of ['Pressione arteriosa', 'Ossigeno (SpO2)', 'Temperatura']) {
    await expect(monitor.getByRole('table', { name }).getByRole('row').nth(1)).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // 'Save': the monitor keeps Maria's and Giuseppe's readings; nothing is saved until Giulia says
  // which user she is, and the dialog says how many readings that saves.
  const firstPressure = monitor.getByRole('table', { name: 'Pressione arteriosa' }).getByRole('row').nth(1);
  const sys = (await firstPressure.getByRole('cell').nth(3).textContent()) ?? '';
  const dia = (await firstPressure.getByRole('cell').nth(1).textContent()) ?? '';
  await monitor.getByRole('button', { name: 'Salva le misure nella cartella' }).click();
  const choice = page.getByRole('dialog', { name: 'Quali misure sono tue?' });
  await expect(choice.getByRole('checkbox', { name: /^Ossigeno \(SpO2\): \d+ misure/ })).not.toBeChecked();
  await choice.getByRole('button', { name: 'Salva 0 misure' }).click();
  await expect(choice.getByText('Scegli chi sei tra gli utenti del monitor.').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await choice.getByRole('radio', { name: /^Maria/ }).check();
  const maria = Number(
    /(\d+) misure di pressione/.exec(
      (await choice
        .getByText(/misure di pressione dal/)
        .first()
        .textContent()) ?? '',
    )?.[1],
  );
  expect(maria).toBeGreaterThan(0);
  await choice.getByRole('button', { name: `Salva ${maria} misure` }).click();
  await expect(
    page.getByText(`Misure salvate nella cartella: ${maria} nuove, 0 già presenti.`, { exact: true }),
  ).toBeVisible();
  await expect(choice).toBeHidden();

  // The next save from the same monitor remembers Maria, and adds nothing twice.
  await monitor.getByRole('button', { name: 'Salva le misure nella cartella' }).click();
  await expect(choice.getByRole('radio', { name: /^Maria/ })).toBeChecked();
  await choice.getByRole('button', { name: `Salva ${maria} misure` }).click();
  await expect(
    page.getByText(`Misure salvate nella cartella: 0 nuove, ${maria} già presenti.`, { exact: true }),
  ).toBeVisible();
  const imports = monitor.getByRole('table', { name: 'Misure salvate dai dispositivi' });
  await expect(
    imports
      .getByRole('row')
      .filter({ hasText: 'Maria' })
      .getByRole('cell', { name: String(maria), exact: true }),
  ).toBeVisible();

  // The ECG detail on its dark canvas.
  await ecg
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Visualizza l'ECG del/ })
    .click();
  const detail = page.getByRole('dialog', { name: /^ECG del/ });
  await expect(detail.getByText(/^Durata \d/)).toBeVisible({ timeout: 30_000 });
  await expect(detail.locator('canvas').first()).toBeVisible();
  // 'Save': the ECG becomes a Kardia file, a PDF of the strip.
  await detail.getByRole('button', { name: "Salva l'ECG tra i file" }).click();
  await expect(page.getByText('File salvato con successo!').first()).toBeVisible();
  await detail.getByRole('button', { name: 'Chiudi' }).first().click();
  await expect(
    // .first(): a repeat of this test (--repeat-each) saves the same recording again.
    page
      .getByRole('table', { name: 'Kardia' })
      .getByRole('cell', { name: /^ECG-\d{8}-\d{4}\.pdf$/ })
      .first(),
  ).toBeVisible();

  // 'Download': the recording itself, as a CSV of time and millivolts.
  const downloading = page.waitForEvent('download', { timeout: 30_000 });
  await ecg
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Scarica l'ECG del/ })
    .click();
  const csv = await downloading;
  expect(csv.suggestedFilename()).toMatch(/^ECG_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await csv.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe('time_s,mV');
  expect(lines[1]).toMatch(/^0\.000,-?\d+\.\d{3}$/);
  await expect(page.getByText('File scaricato con successo!').first()).toBeVisible();

  // The heart device.
  const heart = page.getByRole('region', { name: 'Dispositivo cardiaco' });
  await heart.getByRole('button', { name: 'Usa il dispositivo dimostrativo' }).click();
  await expect(heart.getByText('Dispositivo cardiaco collegato — Batteria 76 %')).toBeVisible();

  // The saved pressure is among the vital signs.
  await page.goto('Registro/Visite');
  await expect(
    page.getByRole('table', { name: 'Parametri vitali' }).getByText(`${sys}/${dia} mmHg`).first(),
  ).toBeVisible();

  // The whole import is undone at once, once the password confirms it.
  await page.goto('Registro/File');
  await page
    .getByRole('table', { name: 'Misure salvate dai dispositivi' })
    .getByRole('button', { name: /^Annulla l'importazione del/ })
    .first()
    .click();
  const undo = page.getByRole('dialog', { name: /^Annullare l'importazione del/ });
  await expect(undo.getByText(`Le ${maria} misure salvate con questa importazione`)).toBeVisible();
  await undo.getByLabel('Password attuale').fill(DEMO_PASSWORD);
  await undo.getByRole('button', { name: "Annulla l'importazione" }).click();
  await expect(
    page.getByText(`Importazione annullata: ${maria} misure tolte dalla cartella.`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Nessuna misura salvata da un dispositivo')).toBeVisible();
});
