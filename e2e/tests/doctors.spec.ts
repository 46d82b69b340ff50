import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, giulia, signInThroughApi, test } from './fixtures.ts';
import { linkIn, newPage, waitForMail as waitForDecodedMail } from './identity-helpers.ts';
import { header, waitForMail } from './mail-helpers.ts';
import { choose } from './therapies-helpers.ts';

const yours = (page: Page) => page.getByRole('region', { name: 'I tuoi dottori' });
const directory = (page: Page) => page.getByRole('region', { name: 'Ricerca dottore' });

async function removeDoctor(page: Page, name: string) {
  await yours(page)
    .getByRole('button', { name: `Rimuovi ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Sei sicuro di voler rimuovere il medico?' });
  await expect(confirm.getByText(name)).toBeVisible();
  await confirm.getByRole('button', { name: 'Rimuovi' }).click();
  await expect(page.getByText('Hai rimosso con successo il medico associato!').first()).toBeVisible();
  await expect(yours(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);
}

test('Giulia finds a cardiologist, adds him, limits what he sees, writes to him and removes him', async ({
  page,
}) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Dottori');
  await expect(page.getByRole('heading', { name: 'Dottori', level: 1 })).toBeVisible();
  await expect(yours(page).getByRole('row').filter({ hasText: 'Dott.ssa Laura Neri' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The search is a contains filter on the name, whatever the case.
  const search = directory(page).getByRole('searchbox', { name: 'Cerca un dottore per nome' });
  await search.fill('LOMBARD');
  const rows = directory(page).getByRole('row');
  await expect(rows.filter({ hasText: 'Dott. Davide Lombardi' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Dott. Paolo Ferri' })).toHaveCount(0);
  await search.fill('');
  await expect(rows.filter({ hasText: 'Dott. Paolo Ferri' })).toBeVisible();

  // Add: confidentiality 1 and visibility Minima (spec 000 section 9).
  await directory(page).getByRole('button', { name: 'Aggiungi Dott. Davide Lombardi' }).click();
  await expect(page.getByText('Hai aggiunto un dottore!').first()).toBeVisible();
  const lombardi = yours(page).getByRole('row').filter({ hasText: 'Dott. Davide Lombardi' });
  await expect(lombardi.getByRole('cell', { name: 'Minima' })).toBeVisible();
  await expect(lombardi.getByRole('cell', { name: 'Cardiologia' })).toBeVisible();
  await expect(directory(page).getByRole('row').filter({ hasText: 'Dott. Davide Lombardi' })).toHaveCount(0);

  // Lock: Parziale needs at least one specialty; two are chosen, and the confidentiality changes.
  await lombardi
    .getByRole('button', { name: 'Visibilità e confidenzialità di Dott. Davide Lombardi' })
    .click();
  const lock = page.getByRole('dialog', { name: 'Visibilità e confidenzialità' });
  await choose(page, 'Visibilità', 'Parziale');
  await lock.getByRole('button', { name: 'Salva' }).click();
  await expect(lock.getByText('Questo campo è obbligatorio!')).toBeVisible();
  await lock.getByRole('checkbox', { name: 'Cardiologia' }).click();
  await lock.getByRole('checkbox', { name: 'Nefrologia' }).click();
  await choose(page, 'Livello di confidenzialità', 'Riservato');
  await expectNoAxeViolations(page);
  await lock.getByRole('button', { name: 'Salva' }).click();
  await expect(
    page.getByText('Hai aggiornato con successo il livello di confidenzialità!').first(),
  ).toBeVisible();
  await expect(lock).toBeHidden();
  await expect(lombardi.getByRole('cell', { name: 'Parziale: Cardiologia, Nefrologia' })).toBeVisible();
  await expect(lombardi.getByRole('cell', { name: 'Riservato' })).toBeVisible();

  // Mail: To and From read-only; it reaches the loopback SMTP server from the server's address.
  await lombardi.getByRole('button', { name: 'Scrivi a Dott. Davide Lombardi' }).click();
  const mail = page.getByRole('dialog', { name: 'Scrivi al dottore' });
  await expect(mail.getByLabel('A', { exact: true })).toHaveValue(
    'Dott. Davide Lombardi <davide.lombardi@example.org>',
  );
  await expect(mail.getByLabel('A', { exact: true })).toHaveAttribute('readonly', '');
  await expect(mail.getByLabel('Da', { exact: true })).toHaveValue(giulia.email);
  await mail.getByRole('button', { name: 'Inviare' }).click();
  await expect(mail.getByText('Questo campo è obbligatorio!').first()).toBeVisible();
  const subject = `Controllo pressione ${Date.now()}`;
  await mail.getByLabel('Oggetto').fill(subject);
  await mail.getByLabel('Testo').fill('Buongiorno dottore, posso anticipare il controllo della pressione?');
  await expectNoAxeViolations(page);
  await mail.getByRole('button', { name: 'Inviare' }).click();
  await expect(page.getByText('Messaggio inviato').first()).toBeVisible();
  await expect(mail).toBeHidden();

  const delivered = await waitForMail(subject);
  expect(header(delivered, 'Subject')).toBe(subject);
  expect(header(delivered, 'To')).toContain('<davide.lombardi@example.org>');
  expect(header(delivered, 'Reply-To')).toContain('<giulia.bianchi@example.org>');
  expect(header(delivered, 'From')).toContain('<posta@cartella.example>');
  expect(delivered).toContain('posso anticipare il controllo della pressione?');

  const sent = page.getByRole('region', { name: 'Messaggi inviati' });
  await expect(sent.getByRole('row').filter({ hasText: subject })).toContainText('Dott. Davide Lombardi');

  // Remove, with the spec's confirmation; he is back in the directory.
  await removeDoctor(page, 'Dott. Davide Lombardi');
  await expect(directory(page).getByRole('row').filter({ hasText: 'Dott. Davide Lombardi' })).toBeVisible();
});

test('Giulia adds her family doctor, who is not listed, writes to her once she accepts, and picks her as prescriber', async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Dottori');
  await page.getByRole('button', { name: 'Aggiungi un dottore non in elenco' }).click();
  const form = page.getByRole('dialog', { name: 'Aggiungi un dottore non in elenco' });
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(form.getByText('Questo campo è obbligatorio!').first()).toBeVisible();
  const address = `anna.russo.${Date.now()}@studio.example`;
  await form.getByLabel('Nome e cognome').fill('Dott.ssa Anna Russo');
  await choose(page, 'Specializzazione', 'Medicina generale');
  await form.getByLabel('E-mail').fill(address);
  await form.getByLabel('Telefono (facoltativo)').fill('06 5550 1234');
  await form.getByLabel('Indirizzo dello studio (facoltativo)').fill('Via Appia 10');
  await form.getByLabel('Località (facoltativo)').fill('Roma');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Hai aggiunto un dottore!').first()).toBeVisible();
  const russo = yours(page).getByRole('row').filter({ hasText: 'Dott.ssa Anna Russo' });
  await expect(russo.getByRole('cell', { name: 'Roma · Via Appia 10' })).toBeVisible();

  // Not in the directory: no mail until she accepts (issue #34, T3a); the request went to her.
  await expect(russo.getByText('In attesa di conferma')).toBeVisible();
  await expect(russo.getByRole('button', { name: 'Scrivi a Dott.ssa Anna Russo' })).toHaveCount(0);
  await russo
    .getByRole('button', { name: 'Invia di nuovo la richiesta di conferma a Dott.ssa Anna Russo' })
    .click();
  await expect(page.getByText(/^La richiesta di conferma è stata inviata da poco/).first()).toBeVisible();
  const request = await waitForDecodedMail(address, 'medico/conferma');
  expect(header(request, 'Subject')).toBe('Un paziente vorrebbe scriverle tramite Cartella');

  // The doctor opens the link, signed in nowhere, and accepts.
  const doctor = await newPage(browser);
  await doctor.goto(linkIn(request, 'medico/conferma'));
  await expect(doctor.getByRole('heading', { name: 'Messaggi di un paziente' })).toBeVisible();
  await expectNoAxeViolations(doctor);
  await doctor.getByRole('button', { name: 'Accetto' }).click();
  await expect(doctor.getByText(/^Grazie: da ora il paziente può scriverle/)).toBeVisible();
  await doctor.context().close();

  // Now Giulia's mail goes out.
  await page.reload();
  await expect(russo.getByText('In attesa di conferma')).toHaveCount(0);
  await russo.getByRole('button', { name: 'Scrivi a Dott.ssa Anna Russo' }).click();
  const mail = page.getByRole('dialog', { name: 'Scrivi al dottore' });
  const subject = `Ricetta ${Date.now()}`;
  await mail.getByLabel('Oggetto').fill(subject);
  await mail.getByLabel('Testo').fill('Buongiorno dottoressa, mi serve la ricetta del solito farmaco.');
  await mail.getByRole('button', { name: 'Inviare' }).click();
  await expect(page.getByText('Messaggio inviato').first()).toBeVisible();
  const delivered = await waitForMail(subject);
  expect(header(delivered, 'To')).toContain(`<${address}>`);

  // The therapy form offers her among Giulia's doctors.
  await page.goto('Registro/Farmaci');
  await page.getByRole('button', { name: 'Aggiungi a Terapie in Corso' }).click();
  await expect(
    page.getByRole('dialog').getByRole('link', { name: /^Gestisci i tuoi dottori/ }),
  ).toHaveAttribute('href', '/webui/Registro/Dottori');
  await choose(page, 'Prescrittore', 'Dott.ssa Anna Russo (Medicina generale)');
  await expect(page.getByRole('combobox', { name: 'Prescrittore' })).toContainText('Dott.ssa Anna Russo');
  await page.getByRole('dialog').getByRole('button', { name: 'Annulla' }).click();

  // The other specs share this database: she goes again.
  await page.goto('Registro/Dottori');
  await removeDoctor(page, 'Dott.ssa Anna Russo');
});

test("the footer offers this page's guide as a PDF", async ({ page, request }) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Dottori');
  const help = page.getByRole('link', { name: 'Aiuto per questa pagina (PDF)' });
  const href = await help.getAttribute('href');
  expect(href).toMatch(/guides\/Dottori\.pdf$/);
  const response = await request.get(new URL(href ?? '', page.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
});
