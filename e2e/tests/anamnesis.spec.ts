import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, giulia, marco, signIn, test } from './fixtures.ts';

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

async function fillDate(scope: Locator, label: string, value: string) {
  const field = scope.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function answer(scope: Locator, question: string, value: string) {
  await scope
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: value, exact: true })
    .click();
}

async function openAnamnesis(page: Page) {
  await page.goto('Registro/Anamnesi');
  await expect(page.getByRole('heading', { name: 'Anamnesi', level: 1 })).toBeVisible();
}

test('Giulia writes her family history, saves it again and reads the earlier version', async ({ page }) => {
  await signIn(page, giulia.email);
  await openAnamnesis(page);
  for (const name of ['Familiare', 'Fisiologica', 'Patologica remota', 'Patologica prossima', 'Gravidanze']) {
    await expect(section(page, name)).toBeVisible();
  }
  await expectNoAxeViolations(page);

  const family = section(page, 'Familiare');
  await expect(family.getByText('Non ancora compilata')).toBeVisible();
  await family.getByLabel('Anamnesi familiare').fill('Padre iperteso');
  await family.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Dati salvati con successo!').first()).toBeVisible();
  await expect(family.getByText(/^Ultimo aggiornamento: /)).toBeVisible();

  await family.getByLabel('Anamnesi familiare').fill('Padre iperteso, madre diabetica');
  await family.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(family.getByText('Versioni precedenti (1)')).toBeVisible();

  await page.reload();
  await expect(family.getByLabel('Anamnesi familiare')).toHaveValue('Padre iperteso, madre diabetica');
  await family.getByText('Versioni precedenti (1)').click();
  await family.getByRole('button', { name: /^Versione del / }).click();
  const version = page.getByRole('dialog', { name: /^Anamnesi familiare: versione del / });
  await expect(version.getByText('Padre iperteso', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await version.getByRole('button', { name: 'Chiudi' }).first().click();
  await expect(version).toBeHidden();
});

test("the footer's help downloads the Anamnesi guide", async ({ page, request }) => {
  await signIn(page, giulia.email);
  await openAnamnesis(page);
  const help = page.getByRole('link', { name: 'Aiuto per questa pagina (PDF)' });
  const href = (await help.getAttribute('href')) ?? '';
  expect(href).toMatch(/guides\/Anamnesi\.pdf$/);
  const response = await request.get(new URL(href, page.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
});

test('Giulia saves her remote history with the keyboard only', async ({ page }) => {
  await signIn(page, giulia.email);
  await openAnamnesis(page);
  const remote = section(page, 'Patologica remota');
  const text = remote.getByLabel('Anamnesi patologica remota');
  await text.focus();
  await page.keyboard.type('Appendicectomia nel 1995');
  await page.keyboard.press('Tab');
  await expect(remote.getByRole('button', { name: 'Salva', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Dati salvati con successo!').first()).toBeVisible();
  await page.reload();
  await expect(section(page, 'Patologica remota').getByLabel('Anamnesi patologica remota')).toHaveValue(
    'Appendicectomia nel 1995',
  );
});

test('Giulia fills the physiological history as a smoker, then as a non-smoker: the dose is cleared', async ({
  page,
}) => {
  await signIn(page, giulia.email);
  await openAnamnesis(page);
  const physiological = section(page, 'Fisiologica');
  await physiological.getByRole('button', { name: 'Modifica anamnesi fisiologica' }).click();
  await choose(page, physiological, 'Tempo del parto', 'A termine');
  await choose(page, physiological, 'Livello di scolarità', 'Laurea');
  await answer(
    physiological,
    'Attività fisica',
    'Adeguata: almeno 150 minuti a settimana di attività moderata',
  );
  await answer(physiological, 'Fumo', 'Sì');
  await physiological.getByLabel('Dose di fumo').fill('10 sigarette al giorno');
  await fillDate(physiological, 'Inizio del fumo', '01/05/2000');
  await choose(page, physiological, 'Età del menarca', '12');
  await expectNoAxeViolations(page);

  // Date rules: an end before the start, then a date in the future, are refused before saving.
  await fillDate(physiological, 'Fine del fumo', '01/05/1999');
  await physiological.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(
    physiological.getByText('Data di fine non può essere precedente alla data di inizio!'),
  ).toBeVisible();
  await fillDate(physiological, 'Fine del fumo', '01/01/2099');
  await physiological.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(physiological.getByText('La data inserita non è valida!')).toBeVisible();
  await physiological.getByLabel('Fine del fumo', { exact: true }).fill('');
  await physiological.getByLabel('Fine del fumo', { exact: true }).blur();

  // Saved at once: no 'Sei sicuro di salvare i dati?' first (issue #37).
  await physiological.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Anamnesi Fisiologica aggiornata con successo!').first()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(physiological.getByText('10 sigarette al giorno')).toBeVisible();
  await expect(physiological.getByText('01/05/2000')).toBeVisible();

  // The score pages start from the smoking status the anamnesis records (editable).
  await page.goto('calcolatricemedica/calcoloScores/framinghamScore');
  await expect(page.getByRole('switch', { name: 'Fumatore' })).toBeChecked();
  await expect(
    page.getByText("La risposta sul fumo è precompilata dall'anamnesi fisiologica: puoi cambiarla."),
  ).toBeVisible();
  await page.getByRole('switch', { name: 'Fumatore' }).click();
  await expect(page.getByRole('switch', { name: 'Fumatore' })).not.toBeChecked();
  await openAnamnesis(page);

  await physiological.getByRole('button', { name: 'Modifica anamnesi fisiologica' }).click();
  await expect(physiological.getByLabel('Dose di fumo')).toHaveValue('10 sigarette al giorno');
  await answer(physiological, 'Fumo', 'No');
  await expect(physiological.getByLabel('Dose di fumo')).toBeHidden();
  // Answered 'Sì' again, the dose starts empty: the earlier one was cleared.
  await answer(physiological, 'Fumo', 'Sì');
  await expect(physiological.getByLabel('Dose di fumo')).toHaveValue('');
  await answer(physiological, 'Fumo', 'No');
  await physiological.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Anamnesi Fisiologica aggiornata con successo!').first()).toBeVisible();

  await page.reload();
  const summary = section(page, 'Fisiologica');
  await expect(summary.getByText('A termine')).toBeVisible();
  await expect(summary.getByText('Fumo', { exact: true })).toBeVisible();
  await expect(summary.getByText('Età del menarca', { exact: true })).toBeVisible();
  // No dose, no dates of a habit she does not have, and no unanswered question.
  await expect(summary.getByText('Dose di fumo')).toHaveCount(0);
  await expect(summary.getByText('10 sigarette al giorno')).toHaveCount(0);
  await expect(summary.getByText('Tipo di parto')).toHaveCount(0);
  await expect(summary.getByText('Alcol', { exact: true })).toHaveCount(0);
  await expect(summary.getByText('Versioni precedenti (1)')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('calcolatricemedica/calcoloScores/cardiovascolareScore');
  await expect(
    page.getByText("La risposta sul fumo è precompilata dall'anamnesi fisiologica: puoi cambiarla."),
  ).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'Fumatore' }).or(page.getByRole('switch', { name: 'Fumatore' })),
  ).not.toBeChecked();
});

test('Giulia adds a pregnancy (an age of 10 is refused), edits it past the 9-month warning and deletes it', async ({
  page,
}) => {
  await signIn(page, giulia.email);
  await openAnamnesis(page);
  const pregnancies = section(page, 'Gravidanze');
  const addRow = pregnancies.getByRole('form', { name: 'Aggiungi gravidanza' });
  await addRow.getByLabel('Età').fill('10');
  await fillDate(addRow, 'Inizio gravidanza', '10/01/2010');
  await fillDate(addRow, 'Fine gravidanza', '05/10/2010');
  await choose(page, addRow, 'Esito', 'Nascita');
  await choose(page, addRow, 'Sesso del bambino', 'Femmina');
  await addRow.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  await expect(addRow.getByText('Inserire età corretta')).toBeVisible();
  await expectNoAxeViolations(page);

  await addRow.getByLabel('Età').fill('30');
  await addRow.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  const row = pregnancies.getByRole('row', { name: /10\/01\/2010/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Nascita')).toBeVisible();
  // The add row is cleared after a successful add.
  await expect(pregnancies.getByRole('form', { name: 'Aggiungi gravidanza' }).getByLabel('Età')).toHaveValue(
    '',
  );

  await row.getByRole('button', { name: 'Modifica gravidanza del 10/01/2010' }).click();
  const modal = page.getByRole('dialog', { name: 'Modifica gravidanza' });
  // More than 9 months: a warning beside the dates, not a question; the save goes through.
  await fillDate(modal, 'Fine gravidanza', '20/12/2010');
  await expect(
    modal.getByRole('alert').filter({
      hasText: 'Di norma la gravidanza termina a 9 mesi. Verifica che il valore inserito sia corretto',
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Salva' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(pregnancies.getByRole('row', { name: /20\/12\/2010/ })).toBeVisible();

  await pregnancies.getByRole('button', { name: 'Elimina gravidanza del 10/01/2010' }).click();
  const confirmDelete = page.getByRole('alertdialog', { name: 'Sei sicuro di cancellare il record?' });
  await confirmDelete.getByRole('button', { name: 'Elimina' }).click();
  await expect(pregnancies.getByRole('row', { name: /10\/01\/2010/ })).toHaveCount(0);
  await expect(pregnancies.getByText('Nessuna gravidanza registrata')).toBeVisible();
});

test('Marco sees no pregnancy or menstrual parts', async ({ page }) => {
  await signIn(page, marco.email);
  await openAnamnesis(page);
  await expect(section(page, 'Familiare')).toBeVisible();
  await expect(section(page, 'Gravidanze')).toHaveCount(0);
  const physiological = section(page, 'Fisiologica');
  await physiological.getByRole('button', { name: 'Modifica anamnesi fisiologica' }).click();
  await expect(physiological.getByRole('combobox', { name: 'Tempo del parto' })).toBeVisible();
  await expect(physiological.getByText('Età del menarca')).toHaveCount(0);
  await expect(physiological.getByText('Ciclo mestruale')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
