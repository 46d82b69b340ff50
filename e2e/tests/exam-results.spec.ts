import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, giulia, signInThroughApi, test } from './fixtures.ts';
import { expectNoHorizontalOverflow } from './phone-helpers.ts';
import { choose, fillDate } from './therapies-helpers.ts';

/** Types one result into the open results dialog and waits for its row. */
async function addResult(
  dialog: Locator,
  result: { analyte: string; value: string; unit: string; min: string; max: string },
) {
  await dialog.getByRole('textbox', { name: 'Parametro', exact: true }).fill(result.analyte);
  await dialog.getByRole('textbox', { name: 'Unità', exact: true }).fill(result.unit);
  await dialog.getByRole('textbox', { name: 'Valore', exact: true }).fill(result.value);
  await dialog.getByRole('textbox', { name: 'Limite inferiore', exact: true }).fill(result.min);
  await dialog.getByRole('textbox', { name: 'Limite superiore', exact: true }).fill(result.max);
  await dialog.getByRole('button', { name: 'Aggiungi risultato' }).click();
  await expect(dialog.getByRole('row', { name: new RegExp(`^${result.analyte}`) })).toBeVisible();
  // The form starts again, empty, from the analyte.
  await expect(dialog.getByRole('textbox', { name: 'Parametro', exact: true })).toHaveValue('');
  await expect(dialog.getByRole('textbox', { name: 'Parametro', exact: true })).toBeFocused();
}

/** Adds a laboratory exam to Completati, dated `date`, with `reason`. */
async function addCompletedLabExam(page: Page, reason: string, date: string) {
  await page.getByRole('button', { name: 'Aggiungi esame a Completati' }).click();
  await choose(page, 'Tipologia', 'Laboratori Analisi');
  await fillDate(page, 'Data', date);
  await page.getByLabel('Motivo').fill(reason);
  await page.getByRole('dialog').getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Dati salvati con successo!').first()).toBeVisible();
}

test('Giulia enters the results of a completed laboratory exam, sees the creatinine flagged Alto, follows its trend across two exams and opens the kidney calculator with it', async ({
  page,
}) => {
  const reason = `Esami del sangue e2e ${Date.now()}`;
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Esami');
  const completed = page.getByRole('table', { name: 'Completati' });

  // An earlier creatinine, on the completed cholesterol exam of September.
  const cholesterol = completed.getByRole('row').filter({ hasText: 'Colesterolo totale' });
  const openCholesterol = cholesterol.getByRole('button', { name: 'Risultati di Colesterolo totale' });
  await openCholesterol.click();
  let dialog = page.getByRole('dialog', { name: 'Risultati di Colesterolo totale' });
  await expect(dialog.getByText('Nessun risultato per questo esame.')).toBeVisible();
  await addResult(dialog, { analyte: 'Creatinina', value: '1,0', unit: 'mg/dL', min: '0,5', max: '1,2' });
  await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
  await expect(dialog).toHaveCount(0);
  await expect(openCholesterol).toBeFocused();

  // A requested exam takes no results: the action is only on completed laboratory exams.
  await expect(
    page.getByRole('table', { name: 'Programmati' }).getByRole('button', { name: /^Risultati di/ }),
  ).toHaveCount(0);

  // A new laboratory exam in Completati, three results of which the creatinine is above its range.
  await addCompletedLabExam(page, reason, '15/10/2026');
  const row = completed.getByRole('row').filter({ hasText: reason });
  await row.getByRole('button', { name: 'Risultati di Laboratori Analisi' }).click();
  dialog = page.getByRole('dialog', { name: 'Risultati di Laboratori Analisi' });
  await expect(dialog).toContainText('Esame del 15/10/2026');
  await expectNoAxeViolations(page);

  // A value that is not a number is named under its field, and what was typed stays.
  await dialog.getByRole('textbox', { name: 'Parametro', exact: true }).fill('Creatinina');
  await dialog.getByRole('textbox', { name: 'Valore', exact: true }).fill('alta');
  await dialog.getByRole('button', { name: 'Aggiungi risultato' }).click();
  await expect(dialog.getByText('Il valore inserito non è valido.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Parametro', exact: true })).toHaveValue('Creatinina');

  await addResult(dialog, { analyte: 'Creatinina', value: '1,4', unit: 'mg/dL', min: '0,5', max: '1,2' });
  await addResult(dialog, { analyte: 'Glicemia', value: '90', unit: 'mg/dL', min: '70', max: '99' });
  await addResult(dialog, { analyte: 'Emoglobina', value: '13,5', unit: 'g/dL', min: '12', max: '16' });

  const creatinine = dialog.getByRole('row', { name: /^Creatinina/ });
  await expect(creatinine.getByText('Alto', { exact: true })).toBeVisible();
  await expect(creatinine).toContainText('0,5 – 1,2');
  await expect(dialog.getByRole('row', { name: /^Glicemia/ }).getByText('Nella norma')).toBeVisible();
  await expect(dialog.getByRole('row', { name: /^Emoglobina/ }).getByText('Nella norma')).toBeVisible();
  await expectNoAxeViolations(page);

  // The trend: the chart, summarised for screen readers, and the same values as a table.
  await creatinine.getByRole('button', { name: 'Andamento di Creatinina' }).click();
  await expect(dialog.getByRole('heading', { name: 'Andamento di Creatinina' })).toBeFocused();
  await expect(dialog.getByRole('img', { name: /^Andamento di Creatinina: 2 valori/ })).toHaveAttribute(
    'aria-label',
    'Andamento di Creatinina: 2 valori, dal 15/09/2026 al 15/10/2026; minimo 1, massimo 1,4; ultimo valore 1,4 mg/dL, Alto.',
  );
  const values = dialog.getByRole('table', { name: 'Valori di Creatinina per data' });
  await expect(values.getByRole('row')).toHaveCount(3);
  await expect(values.getByRole('row').nth(1)).toContainText('15/09/2026');
  await expect(values.getByRole('row').nth(1)).toContainText('Nella norma');
  await expect(values.getByRole('row').nth(2)).toContainText('15/10/2026');
  await expect(values.getByRole('row').nth(2)).toContainText('Alto');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Torna ai risultati' }).click();
  await expect(creatinine.getByRole('button', { name: 'Andamento di Creatinina' })).toBeFocused();

  // The creatinine opens the kidney-function calculator with its value filled in.
  await creatinine.getByRole('link', { name: 'Calcola la funzione renale' }).click();
  await expect(page).toHaveURL(/\/webui\/calcolatricemedica\/Clearance\?creatinina=1\.4$/);
  await expect(page.getByRole('heading', { name: 'Clearance della creatinina', level: 1 })).toBeFocused();
  await expect(page.getByLabel('Creatinina sierica', { exact: true })).toHaveValue('1,4');
  // CKD-EPI 2021 needs only the record's age and sex besides the creatinine: it is computed at once.
  await expect(page.getByTestId('ckd-epi-2021')).toContainText('mL/min/1.73 m²');

  // On a phone: the action sits under 'Altre azioni'; a result goes after the spec's question.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('Registro/Esami');
  const card = page
    .getByRole('region', { name: 'Completati' })
    .getByRole('listitem')
    .filter({ hasText: reason });
  await card.getByRole('button', { name: 'Altre azioni' }).click();
  await card.getByRole('button', { name: 'Risultati di Laboratori Analisi' }).click();
  dialog = page.getByRole('dialog', { name: 'Risultati di Laboratori Analisi' });
  await expect(dialog.getByRole('row')).toHaveCount(4);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Elimina Emoglobina' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Sei sicuro di cancellare il record?');
  await question.getByRole('button', { name: 'Elimina', exact: true }).click();
  await expect(dialog.getByRole('row', { name: /^Emoglobina/ })).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: "Risultati dell'esame" })).toBeFocused();
  await expect(dialog.getByRole('row')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Chiudi' }).first().click();

  // Beyond the spec: the page's own trends, by analyte; a deleted analyte is no longer offered.
  const trends = page.getByRole('region', { name: 'Andamento dei risultati' });
  await trends.getByRole('combobox', { name: 'Parametro' }).click();
  await expect(page.getByRole('option', { name: /^Emoglobina/ })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Glicemia (1 risultato)', exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'Creatinina (2 risultati)', exact: true }).click();
  await expect(trends.getByRole('img', { name: /^Andamento di Creatinina: 2 valori/ })).toBeVisible();
  await expect(
    trends.getByRole('table', { name: 'Valori di Creatinina per data' }).getByRole('row'),
  ).toHaveCount(3);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
});
