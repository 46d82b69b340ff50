import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, giulia, marco, signIn, signInThroughApi, test } from './fixtures.ts';
import { choose, fillDate } from './therapies-helpers.ts';

/** Today as the date fields show it (dd/mm/yyyy, Rome). */
function todayItalian() {
  return new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(new Date());
}

/** Saves the open modal: no question comes first (issue #37), the success message says it is saved. */
async function save(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Dati salvati con successo!').first()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

test('Giulia records a hexavalent vaccination, edits the dose number, locks, reads its info and deletes it', async ({
  page,
}) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Vaccini');
  await expect(page.getByRole('heading', { name: 'Vaccini', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Calendario vaccinale/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /Vaccinazioni per chi viaggia/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Aggiungi vaccinazione' }).click();
  const modal = page.getByRole('dialog');
  // Saving empty: every required field says so.
  await modal.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(modal.getByText('Questo campo è obbligatorio!').first()).toBeVisible();

  // The search starts at 3 characters and finds the hexavalent vaccines from 'esa'.
  const search = page.getByRole('combobox', { name: 'Vaccino' });
  await search.fill('zzzz');
  await expect(page.getByText('Nessun risultato trovato !')).toBeVisible();
  await search.fill('esa');
  await expect(page.getByRole('option', { name: /^INFANRIX HEXA/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /^HEXYON/ })).toBeVisible();
  expect(await page.getByRole('option').count()).toBeLessThanOrEqual(10);
  await page.getByRole('option', { name: /^INFANRIX HEXA/ }).click();
  // The first dose of a vaccine she never recorded is proposed, and the form says so.
  await expect(modal.getByRole('combobox', { name: 'Numero della dose' })).toHaveText('1 – prima dose');
  await expect(modal.getByText('Proposta: non hai ancora registrato dosi di questo vaccino.')).toBeVisible();

  // A future date becomes today, with the spec's message.
  await fillDate(page, 'Data', '01/01/2099');
  await expect(modal.getByText('La data inserita non è valida!')).toBeVisible();
  await expect(page.getByLabel('Data', { exact: true })).toHaveValue(todayItalian());
  await fillDate(page, 'Data', '15/03/2026');
  await page.getByLabel('Reazioni').fill('Lieve dolore al braccio');
  await expect(modal.getByRole('combobox', { name: 'Livello di confidenzialità' })).toBeVisible();
  await expectNoAxeViolations(page);
  await save(page);

  const table = page.getByRole('table', { name: 'Vaccinazioni' });
  const row = table.getByRole('row').filter({ hasText: 'INFANRIX HEXA' });
  await expect(row.getByRole('cell', { name: '15/03/2026' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();

  // Edit the dose number: the confidentiality is not offered when editing.
  await row.getByRole('button', { name: 'Modifica INFANRIX HEXA' }).click();
  await expect(page.getByRole('heading', { name: 'Modifica vaccinazione' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Livello di confidenzialità' })).toHaveCount(0);
  await choose(page, 'Numero della dose', '2 – seconda dose o primo richiamo');
  await save(page);
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  // Lock: another confidentiality level.
  await row.getByRole('button', { name: 'Confidenzialità di INFANRIX HEXA' }).click();
  const lock = page.getByRole('dialog');
  await lock.getByRole('radio', { name: 'Normale' }).click();
  await lock.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Operazione completata con successo').first()).toBeVisible();
  await row.getByRole('button', { name: 'Confidenzialità di INFANRIX HEXA' }).click();
  await expect(page.getByRole('dialog').getByRole('radio', { name: 'Normale' })).toBeChecked();
  await page.getByRole('dialog').getByRole('button', { name: 'Annulla' }).click();

  // Info: the vaccine's catalogue facts.
  await row.getByRole('button', { name: 'Informazioni su INFANRIX HEXA' }).click();
  const info = page.getByRole('dialog');
  await expect(info.getByText('J07CA09')).toBeVisible();
  await expect(info.getByText(/difterite, tetano, pertosse/)).toBeVisible();
  await expectNoAxeViolations(page);
  await info.getByRole('button', { name: 'Chiudi' }).click();

  // In English, what the vaccine protects from is said in English (issue #37).
  await page.getByLabel('Lingua', { exact: true }).first().selectOption('en');
  await page
    .getByRole('table', { name: 'Vaccinations' })
    .getByRole('button', { name: 'Information about INFANRIX HEXA' })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByText(/diphtheria, tetanus, whooping cough/)).toBeVisible();
  await expect(page.getByRole('dialog')).not.toContainText('difterite');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByLabel('Language', { exact: true }).first().selectOption('it');

  // Delete, with the spec's question.
  await row.getByRole('button', { name: 'Elimina INFANRIX HEXA' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Sei sicuro di cancellare il record?');
  await question.getByRole('button', { name: 'Elimina' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'INFANRIX HEXA' })).toHaveCount(0);
});

test('Marco, on the basic licence, gets the subscription dialog when adding a vaccination', async ({
  page,
}) => {
  await signInThroughApi(page, marco.email);
  await page.goto('Registro/Vaccini');
  await page.getByRole('button', { name: 'Aggiungi vaccinazione' }).click();
  await expect(page.getByText('Questa sezione non è prevista nella tua sottoscrizione')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Giulia records a second dose of SHINGRIX: the dose and her usual confidentiality are proposed, and each dose number is said in words', async ({
  page,
}) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Vaccini');
  const table = page.getByRole('table', { name: 'Vaccinazioni' });

  // The first dose, kept at a lower confidentiality than the spec's default 6.
  await page.getByRole('button', { name: 'Aggiungi vaccinazione' }).click();
  let modal = page.getByRole('dialog', { name: 'Nuova vaccinazione' });
  await expect(modal.getByRole('combobox', { name: 'Livello di confidenzialità' })).toHaveText(
    'Strettamente riservato',
  );
  await modal.getByRole('combobox', { name: 'Vaccino' }).fill('shingrix');
  await page.getByRole('option', { name: /^SHINGRIX/ }).click();
  await fillDate(page, 'Data', '10/01/2026');
  await page.getByLabel('Reazioni').fill('Nessuna');
  await choose(page, 'Livello di confidenzialità', 'Normale');
  await save(page);
  const rows = table.getByRole('row').filter({ hasText: 'SHINGRIX' });
  await expect(rows).toHaveCount(1);
  await expect(table.getByRole('columnheader', { name: 'Dose' })).toBeVisible();

  // The second: dose 2 is proposed from the first, and the level she used.
  await page.getByRole('button', { name: 'Aggiungi vaccinazione' }).click();
  modal = page.getByRole('dialog', { name: 'Nuova vaccinazione' });
  await expect(modal.getByRole('combobox', { name: 'Livello di confidenzialità' })).toHaveText('Normale');
  await expect(
    modal.getByText('Proposto il livello che dai più spesso alle tue vaccinazioni.'),
  ).toBeVisible();
  const dose = modal.getByRole('combobox', { name: 'Numero della dose' });
  await expect(dose).toHaveAccessibleDescription(/il richiamo è una dose in più/);
  await modal.getByRole('combobox', { name: 'Vaccino' }).fill('shingrix');
  await page.getByRole('option', { name: /^SHINGRIX/ }).click();
  await expect(dose).toHaveText('2 – seconda dose o primo richiamo');
  await expect(dose).toHaveAccessibleDescription(
    'Proposta in base alle dosi di questo vaccino già registrate: 1.',
  );
  await dose.click();
  await expect(page.getByRole('option', { name: '1 – prima dose' })).toBeVisible();
  await expect(page.getByRole('option', { name: '3 – terza dose o richiamo successivo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
  await fillDate(page, 'Data', '15/03/2026');
  await page.getByLabel('Reazioni').fill('Nessuna');
  await save(page);
  await expect(rows).toHaveCount(2);
  await expect(
    rows.filter({ hasText: '15/03/2026' }).getByRole('cell', { name: '2', exact: true }),
  ).toBeVisible();

  // The record goes back as it was: later tests and repeats start without SHINGRIX.
  for (const left of [1, 0]) {
    await rows.first().getByRole('button', { name: 'Elimina SHINGRIX' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
    await expect(rows).toHaveCount(left);
  }
});

test('Giulia adds a personal link, opens it, is refused a javascript: link, deletes it and browses the hospitals', async ({
  page,
  context,
}) => {
  // No real site is visited: the new tab is answered here.
  await context.route('https://www.example.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Esempio</title><p>Esempio</p>' }),
  );
  await signInThroughApi(page, giulia.email);
  await page.goto('altro');
  await expect(page.getByRole('heading', { name: 'Altro', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // A javascript: address is refused with the spec's message, and nothing is saved.
  await page.getByRole('button', { name: 'Aggiungi link' }).click();
  const modal = page.getByRole('dialog');
  await page.getByLabel('Nome', { exact: true }).fill('Il mio ospedale');
  await page.getByLabel('URL', { exact: true }).fill('javascript:alert(1)');
  await page.getByLabel('Descrizione', { exact: true }).fill('Prenotazioni');
  await modal.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(modal.getByText('URL non valido o mancante!')).toBeVisible();
  await page.getByLabel('URL', { exact: true }).fill('https://www.example.org/prenotazioni');
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Dati salvati con successo!').first()).toBeVisible();

  const table = page.getByRole('table', { name: 'I miei link' });
  const row = table.getByRole('row').filter({ hasText: 'Il mio ospedale' });
  await expect(row).toBeVisible();
  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: 'Apri Il mio ospedale' }).click();
  const opened = await popup;
  await expect(opened).toHaveURL('https://www.example.org/prenotazioni');
  await opened.close();

  await row.getByRole('button', { name: 'Elimina Il mio ospedale' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Sei sicuro di cancellare il record?');
  await question.getByRole('button', { name: 'Elimina' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Il mio ospedale' })).toHaveCount(0);

  // The Italian hospitals, searchable.
  await page.getByRole('button', { name: 'Ospedali italiani' }).click();
  const hospitals = page.getByRole('table', { name: 'Ospedali italiani' });
  await expect(hospitals.getByRole('row').nth(5)).toBeVisible();
  await page.getByLabel('Cerca in Ospedali italiani').fill('maria vittoria');
  await expect(hospitals.getByRole('row').filter({ hasText: 'OSPEDALE MARIA VITTORIA' })).toBeVisible();
  await expect(hospitals.getByRole('cell', { name: /Torino \(TO\)/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the due list changes when Giulia records a dTpa booster', async ({ page }) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Vaccini');
  const due = page.getByRole('list', { name: 'Vaccinazioni raccomandate' });
  const booster = due.getByRole('listitem').filter({ hasText: 'dTpa' });
  await expect(booster).toContainText('Da fare');
  await expect(page.getByText(/decide il medico/)).toBeVisible();
  await expect(page.getByText(/Piano Nazionale di Prevenzione Vaccinale 2023-2025/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Aggiungi vaccinazione' }).click();
  await page.getByRole('combobox', { name: 'Vaccino' }).fill('boostrix');
  await page.getByRole('option', { name: /^BOOSTRIX \(/ }).click();
  await fillDate(page, 'Data', todayItalian());
  await page.getByLabel('Reazioni').fill('Nessuna');
  await save(page);
  await expect(booster).toContainText('In regola');
  await expectNoAxeViolations(page);

  // The record goes back as it was: the other specs share this database.
  const row = page
    .getByRole('table', { name: 'Vaccinazioni' })
    .getByRole('row')
    .filter({ hasText: 'BOOSTRIX' });
  await row
    .getByRole('button', { name: /^Elimina BOOSTRIX/ })
    .first()
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(booster).toContainText('Da fare');
});

test("the footer's help is the Vaccini guide on /Registro/Vaccini and the Altro guide on /altro", async ({
  page,
  request,
}) => {
  await signIn(page, giulia.email);
  for (const [path, guide] of [
    ['Registro/Vaccini', 'Vaccini.pdf'],
    ['altro', 'Altro.pdf'],
  ] as const) {
    await page.goto(path);
    const help = page.getByRole('link', { name: 'Aiuto per questa pagina (PDF)' });
    const href = (await help.getAttribute('href')) ?? '';
    expect(href).toContain(guide);
    const response = await request.get(new URL(href, page.url()).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
  }
});
