import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, giulia, marco, signIn, test } from './fixtures.ts';

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
  await signIn(page, giulia.email);
  await page.goto('Registro/Farmaci');
  await expect(page.getByRole('heading', { name: 'Farmaci', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terapie in Corso' })).toBeVisible();
  await expect(page.getByText(/Dati sui farmaci aggiornati al \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await expectNoAxeViolations(page);

  // 1. Simvastatin as an ongoing therapy (no other drug yet: no warning).
  await page.getByRole('button', { name: 'Aggiungi a Terapie in Corso' }).click();
  await chooseDrug(page, 'simvastatina doc', 'SIMVASTATINA DOC');
  await page.getByLabel('Prescrittore').fill('Dott.ssa Neri');
  await page.getByLabel('Dose').fill('1 compressa');
  await page.getByLabel('Frequenza').fill('la sera');
  await fillDate(page, 'Data inizio', '01/03/2026');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  const ongoing = page.getByRole('table', { name: 'Terapie in Corso' });
  await expect(ongoing.getByRole('cell', { name: 'SIMVASTATINA DOC' }).first()).toBeVisible();

  // 2. Clarithromycin: contraindicated with simvastatin; declining clears the drug.
  await page.getByRole('button', { name: 'Aggiungi a Terapie in Corso' }).click();
  await chooseDrug(page, 'claritromicina eg', 'CLARITROMICINA EG');
  const warning = page.getByRole('alertdialog');
  await expect(warning.getByText('Vuoi continuare comunque?')).toBeVisible();
  await expect(warning.getByText(/Controindicazione: CLARITROMICINA EG \+ SIMVASTATINA DOC/)).toBeVisible();
  await expectNoAxeViolations(page);
  await warning.getByRole('button', { name: 'Annulla' }).click();
  await expect(page.getByRole('combobox', { name: 'Farmaco' })).toHaveValue('');

  // 3. Another drug, then save.
  await chooseDrug(page, 'losec', 'LOSEC');
  await page.getByLabel('Prescrittore').fill('Dott. Verdi');
  await page.getByLabel('Dose').fill('1 capsula');
  await page.getByLabel('Frequenza').fill('al mattino');
  await fillDate(page, 'Data inizio', '10/03/2026');
  // The end date before the start is reset to the start, with the spec's message.
  await fillDate(page, 'Data fine', '01/03/2026');
  await expect(page.getByText('Data di fine non può essere precedente alla data di inizio!')).toBeVisible();
  await expect(page.getByLabel('Data fine', { exact: true })).toHaveValue('10/03/2026');
  await page.getByLabel('Data fine', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(ongoing.getByRole('cell', { name: 'LOSEC' }).first()).toBeVisible();

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
  await page.getByLabel('Prescrittore').fill('Dott. Verdi');
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
  await signIn(page, giulia.email);
  await page.goto('farmacoDetails/037374055');
  await expect(page.getByRole('heading', { name: 'CLARITROMICINA EG', level: 1 })).toBeVisible();
  await expect(page.getByText('J01FA09 – CLARITROMICINA')).toBeVisible();
  await expect(page.getByText(/Controindicazione: .+ \+ SIMVASTATINE/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Marco, on the basic licence, gets the subscription dialog when adding a therapy', async ({ page }) => {
  await signIn(page, marco.email);
  await page.goto('Registro/Farmaci');
  await page.getByRole('button', { name: 'Aggiungi a Terapie in Corso' }).click();
  await expect(page.getByText('Questa sezione non è prevista nella tua sottoscrizione')).toBeVisible();
  await expectNoAxeViolations(page);
});
