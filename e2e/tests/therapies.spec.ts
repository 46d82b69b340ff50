import { operationUrl, therapyReportOperations } from '@cartella/contract';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, giulia, marco, signInThroughApi, test } from './fixtures.ts';
import {
  addOngoingTherapy,
  answer,
  choose,
  fillDate as fillDateField,
  sessionOf,
} from './therapies-helpers.ts';

/** Types in the drug search and picks the option whose name starts with `name`. */
async function chooseDrug(page: Page, text: string, name: string) {
  const field = page.getByRole('combobox', { name: 'Farmaco' });
  await field.fill(text);
  await page
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
}

async function fillDate(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
}

test('Giulia adds an ongoing therapy, is warned of an interaction, declines, picks another drug, moves and forbids', async ({
  page,
}) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Farmaci');
  await expect(page.getByRole('heading', { name: 'Farmaci', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terapie in Corso' })).toBeVisible();
  await expect(page.getByText(/Dati sui farmaci aggiornati al \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await expectNoAxeViolations(page);

  // 1. Simvastatin as an ongoing therapy (no other drug yet: no warning).
  await page.getByRole('button', { name: 'Aggiungi a Terapie in Corso' }).click();
  // The prescriber and the diagnosis are picked from Giulia's own doctors and diagnoses.
  await chooseDrug(page, 'simvastatina doc', 'SIMVASTATINA DOC');
  await choose(page, 'Prescrittore', 'Dott.ssa Laura Neri (Medicina generale)');
  await choose(page, 'Diagnosi', 'Ipercolesterolemia (Diagnosi)');
  await page.getByLabel('Dose').fill('1 compressa');
  await page.getByLabel('Frequenza').fill('la sera');
  await fillDate(page, 'Data inizio', '01/03/2026');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  const ongoing = page.getByRole('table', { name: 'Terapie in Corso' });
  const simvastatin = ongoing.getByRole('row').filter({ hasText: 'SIMVASTATINA DOC' }).first();
  await expect(simvastatin.getByRole('cell', { name: 'Dott.ssa Laura Neri' })).toBeVisible();
  await expect(simvastatin.getByRole('cell', { name: 'Ipercolesterolemia' })).toBeVisible();

  // 2. Clarithromycin: contraindicated with simvastatin; declining clears the drug.
  await page.getByRole('button', { name: 'Aggiungi a Terapie in Corso' }).click();
  await chooseDrug(page, 'claritromicina eg', 'CLARITROMICINA EG');
  const warning = page.getByRole('alertdialog');
  await expect(warning.getByText('Vuoi continuare comunque?')).toBeVisible();
  await expect(
    warning.getByText('Controindicazione: Inibitori potenti del CYP3A4 + Simvastatina').first(),
  ).toBeVisible();
  await expect(warning.getByText('CLARITROMICINA EG + SIMVASTATINA DOC').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await warning.getByRole('button', { name: 'Annulla' }).click();
  await expect(page.getByRole('combobox', { name: 'Farmaco' })).toHaveValue('');

  // 3. Another drug, then save.
  // A prescriber who is not one of her doctors is typed after 'Nuovo medico…'.
  await chooseDrug(page, 'losec', 'LOSEC');
  await choose(page, 'Prescrittore', 'Nuovo medico…');
  await page.getByLabel('Altro Medico').fill('Dott. Verdi');
  await page.getByLabel('Dose').fill('1 capsula');
  await page.getByLabel('Frequenza').fill('al mattino');
  await fillDate(page, 'Data inizio', '10/03/2026');
  // The end date before the start is reset to the start, with the spec's message.
  await fillDate(page, 'Data fine', '01/03/2026');
  await expect(page.getByText('Data di fine non può essere precedente alla data di inizio!')).toBeVisible();
  await expect(page.getByLabel('Data fine', { exact: true })).toHaveValue('10/03/2026');
  await page.getByLabel('Data fine', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(
    ongoing.getByRole('row').filter({ hasText: 'LOSEC' }).first().getByRole('cell', { name: 'Dott. Verdi' }),
  ).toBeVisible();

  // 4. Move it to concluded: it gets an end date.
  await ongoing.getByRole('button', { name: 'Sposta LOSEC' }).first().click();
  await page.getByRole('radio', { name: 'Terapia Conclusa' }).click();
  await page.getByRole('button', { name: 'Sposta', exact: true }).click();
  const concluded = page.getByRole('table', { name: 'Terapie Concluse' });
  await expect(concluded.getByRole('cell', { name: 'LOSEC' }).first()).toBeVisible();
  await expect(
    concluded.getByRole('cell', { name: /^10\/03\/2026 - \d{2}\/\d{2}\/\d{4}$/ }).first(),
  ).toBeVisible();

  // 5. A forbidden drug without a reason is refused with the spec's message.
  await page.getByRole('button', { name: 'Aggiungi a Farmaci Vietati' }).click();
  await chooseDrug(page, 'acarbosio', 'GLUCOBAY');
  await choose(page, 'Prescrittore', 'Dott. Andrea Galli (Cardiologia)');
  await fillDate(page, 'Data inizio', '01/02/2026');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Il motivo è obbligatorio per le terapie vietate')).toBeVisible();
  await page.getByLabel('Motivo').fill('Disturbi intestinali');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(
    page.getByRole('table', { name: 'Farmaci Vietati' }).getByRole('cell', { name: 'GLUCOBAY' }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the drug details open in their own page with the ATC path and the interactions', async ({ page }) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('farmacoDetails/037374055');
  await expect(page.getByRole('heading', { name: 'CLARITROMICINA EG', level: 1 })).toBeVisible();
  await expect(page.getByText('J01FA09 – CLARITROMICINA')).toBeVisible();
  await expect(page.getByText(/Controindicazione: .+ \+ Simvastatina$/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // An unknown code still gets a page that names itself and says why.
  await page.goto('farmacoDetails/999999999');
  await expect(page.getByRole('heading', { name: 'Farmaco non trovato', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Nessuna informazione di dettaglio per questo farmaco' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Farmaco non trovato · Cartella');
});

test('Marco, on the basic licence, gets the subscription dialog when adding a therapy', async ({ page }) => {
  await signInThroughApi(page, marco.email);
  await page.goto('Registro/Farmaci');
  await page.getByRole('button', { name: 'Aggiungi a Terapie in Corso' }).click();
  await expect(page.getByText('Questa sezione non è prevista nella tua sottoscrizione')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Giulia files an adverse reaction on an ongoing therapy, sees it listed and downloads its PDF', async ({
  page,
}) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Farmaci');
  await addOngoingTherapy(page, '027860042');
  await page.reload();
  const ongoing = page.getByRole('table', { name: 'Terapie in Corso' });
  await ongoing
    .getByRole('button', { name: /^Segnala reazione avversa a ZITROMAX/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Segnala reazione avversa' });
  await expect(dialog.getByRole('group', { name: 'Patient card' })).toBeVisible();
  for (const section of [
    'Informazioni sul paziente',
    'Reazione avversa del farmaco',
    'Altri dettagli',
    'Consumazione',
    'Informazioni passate',
    'Care provider',
  ])
    await expect(dialog.getByRole('group', { name: section })).toBeVisible();
  // Giulia is female: the menstruation and pregnancy fields are there.
  await expect(dialog.getByRole('combobox', { name: 'Gravidanza' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Every field is required; the date order is reported on the end-date field.
  await fillDateField(page, 'Data prima assunzione', '10/03/2026');
  await fillDateField(page, 'Data ultima assunzione', '05/03/2026');
  await expect(dialog.getByText('Data inizio maggiore di data fine')).toBeVisible();
  await dialog.getByRole('button', { name: 'Procedi' }).click();
  await expect(dialog.getByText('Questo campo è obbligatorio!').first()).toBeVisible();
  await expect(dialog.getByText('Data inizio maggiore di data fine')).toBeVisible();
  await expectNoAxeViolations(page);

  await fillDateField(page, 'Data ultima assunzione', '12/03/2026');
  await expect(dialog.getByText('Data inizio maggiore di data fine')).toBeHidden();
  await fillDateField(page, 'Data ultima mestruazione', '01/03/2026');
  await choose(page, 'Gravidanza', 'Sconosciuta');
  await answer(page, 'Allattamento', 'No');
  await choose(
    page,
    'Struttura di farmacovigilanza (regione)',
    'Centro Regionale di Farmacovigilanza - Lazio',
  );
  await page.getByLabel('Descrizione della reazione').fill('Eruzione cutanea pruriginosa');
  await fillDateField(page, 'Data della reazione', '11/03/2026');
  await page.getByLabel('Durata della reazione').fill('3 giorni');
  await choose(page, 'Gravità', 'Non grave');
  await choose(page, 'Impatto sulla vita quotidiana (1-10)', '4');
  await choose(page, 'Esito attuale', 'Risolta');
  await page.getByLabel('Farmaci usati per curare la reazione').fill('Antistaminico');
  await page.getByLabel('Numero di lotto').fill('AB123');
  await page.getByLabel('Motivo per cui è stato usato il farmaco').fill('Bronchite');
  await answer(page, 'Prescritto dal medico', 'Sì');
  await answer(page, 'Farmaco sospeso dopo la reazione', 'Sì');
  await page.getByLabel('Quante volte al giorno').fill('1');
  await page.getByLabel('Come è stato assunto').fill('Per bocca');
  await answer(page, 'Farmaco già usato in passato', 'No');
  await answer(page, 'Stessa reazione in passato', 'No');
  await page.getByLabel('Altri farmaci usati nello stesso periodo').fill('Nessuno');
  await page.getByLabel('Altre malattie').fill('Nessuna');
  await page.getByLabel('Nome del medico o operatore sanitario').fill('Dott. Verdi');
  await page.getByLabel('Indirizzo del medico').fill('Via Roma 1, Roma');
  await page.getByLabel('Telefono del medico').fill('06 1234567');
  await answer(page, 'Il medico è stato informato', 'Sì');
  await answer(page, 'Il medico può essere contattato', 'Sì');
  // Saved at once: no 'Sei sicuro di salvare i dati?' first (issue #37).
  await dialog.getByRole('button', { name: 'Procedi' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Operazione completata con successo').first()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  const reports = page.getByRole('table', { name: 'Segnalazioni di reazioni avverse' });
  await expect(reports.getByRole('cell', { name: 'Eruzione cutanea pruriginosa' })).toBeVisible();
  await reports
    .getByRole('button', { name: /^Visualizza la segnalazione su ZITROMAX/ })
    .first()
    .click();
  const view = page.getByRole('dialog', { name: /^Segnalazione su ZITROMAX/ });
  await expect(view.getByText('Centro Regionale di Farmacovigilanza - Lazio')).toBeVisible();
  await expectNoAxeViolations(page);
  await view.getByRole('button', { name: 'Chiudi' }).click();

  const pdfAnswer = page.waitForResponse((response) =>
    /\/api\/adverseReaction\/\d+\/pdf$/.test(response.url()),
  );
  const download = page.waitForEvent('download');
  await reports
    .getByRole('button', { name: /^Scarica il PDF della segnalazione su ZITROMAX/ })
    .first()
    .click();
  expect((await pdfAnswer).headers()['content-type']).toBe('application/pdf');
  expect((await download).suggestedFilename()).toMatch(/^segnalazione-\d+\.pdf$/);
});

test('the print button downloads the therapy list as Terapie.pdf, and the sources page lists every data set', async ({
  page,
}) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Farmaci');
  const { patientId } = await sessionOf(page);
  const pdfAnswer = page.waitForResponse((response) =>
    response.url().endsWith(operationUrl(therapyReportOperations.print, { params: { id: patientId } })),
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stampa le terapie' }).click();
  expect((await pdfAnswer).headers()['content-type']).toBe('application/pdf');
  expect((await download).suggestedFilename()).toBe('Terapie.pdf');

  await page.getByRole('link', { name: 'Tutte le fonti dei dati e le licenze' }).click();
  await expect(page.getByRole('heading', { name: 'Fonti dei dati', level: 1 })).toBeVisible();
  for (const title of [
    'Farmaci',
    'Nomi comuni e commerciali dei farmaci',
    'Classificazione ATC',
    'Interazioni farmacologiche',
    'Strutture di farmacovigilanza',
    'Comuni e codici catastali',
  ])
    await expect(page.getByRole('heading', { name: title, level: 2, exact: true })).toBeVisible();
  await expect(page.getByText(/Fonte: AIFA – Lista farmaci equivalenti \(CC BY 4\.0\)/)).toBeVisible();
  await expectNoAxeViolations(page);
});
