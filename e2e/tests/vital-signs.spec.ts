import { expect, expectNoAxeViolations, giulia, signInThroughApi, test } from './fixtures.ts';
import { addOngoingTherapy, fillDate } from './therapies-helpers.ts';

test('Giulia adds three readings, sees the charts and their tables, and finds her weight prefilled in a report', async ({
  page,
}) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Visite');
  await expect(page.getByRole('heading', { name: 'Parametri vitali' })).toBeVisible();

  const readings = [
    { date: '01/11/2026', weight: '61,4', systolic: '128', diastolic: '82', pulse: '72' },
    { date: '08/11/2026', weight: '60,8', systolic: '122', diastolic: '79', pulse: '70' },
    { date: '15/11/2026', weight: '60,2', systolic: '118', diastolic: '76', pulse: '66' },
  ];
  for (const [index, reading] of readings.entries()) {
    await page.getByRole('button', { name: 'Aggiungi rilevazione' }).click();
    const modal = page.getByRole('dialog', { name: 'Nuova rilevazione' });
    await fillDate(page, 'Data', reading.date);
    await modal.getByLabel('Ora', { exact: true }).fill('08:00');
    await modal.getByLabel('Peso (kg)').fill(reading.weight);
    await modal.getByLabel('Pressione massima (mmHg)').fill(reading.systolic);
    await modal.getByLabel('Pressione minima (mmHg)').fill(reading.diastolic);
    await modal.getByLabel('Frequenza cardiaca (bpm)').fill(reading.pulse);
    if (index === 0) {
      // The rules show before the round trip: a diastolic not below the systolic, a slip of the keyboard.
      await modal.getByLabel('Pressione minima (mmHg)').fill('130');
      await modal.getByLabel('Temperatura (°C)').fill('375');
      await modal.getByRole('button', { name: 'Salva', exact: true }).click();
      await expect(modal.getByText('La pressione minima deve essere più bassa della massima.')).toBeVisible();
      await expect(modal.getByText(/Il valore deve essere compreso tra 30 e 45/)).toBeVisible();
      await expectNoAxeViolations(page);
      await modal.getByLabel('Pressione minima (mmHg)').fill(reading.diastolic);
      await modal.getByLabel('Temperatura (°C)').fill('');
    }
    await modal.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(modal).toBeHidden();
  }
  const table = page.getByRole('table', { name: 'Parametri vitali' });
  await expect(table.getByRole('row').nth(1)).toContainText('15/11/2026 08:00');
  await expect(table.getByRole('row').nth(1)).toContainText('60,2 kg');
  await expect(table.getByRole('row').nth(1)).toContainText('118/76 mmHg');

  // The charts, each with its values as a table.
  const weight = page.getByRole('figure', { name: 'Peso e indice di massa corporea' });
  await expect(weight.locator('canvas')).toBeVisible();
  await weight.getByText('Valori in tabella: Peso e indice di massa corporea').click();
  const weightTable = weight.getByRole('table', { name: 'Peso e indice di massa corporea' });
  const last = weightTable.getByRole('row').filter({ hasText: '15/11/2026 08:00' });
  await expect(last.getByRole('cell', { name: '60,2', exact: true })).toBeVisible();
  // BMI with her height of 165 cm: 60.2 / 1.65² = 22.1.
  await expect(last.getByRole('cell', { name: '22,1', exact: true })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Pressione arteriosa' }).locator('canvas')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Frequenza cardiaca' }).locator('canvas')).toBeVisible();
  await expectNoAxeViolations(page);

  // The adverse-reaction form prefills the latest weight and height.
  await page.goto('Registro/Farmaci');
  await addOngoingTherapy(page, '027860042');
  await page.reload();
  await page
    .getByRole('table', { name: 'Terapie in Corso' })
    .getByRole('button', { name: /^Segnala reazione avversa a / })
    .first()
    .click();
  const report = page.getByRole('dialog', { name: 'Segnala reazione avversa' });
  await expect(report.getByLabel('Peso', { exact: true })).toHaveValue('60,2');
  await expect(report.getByLabel('Altezza', { exact: true })).toHaveValue('165');
  await report.getByRole('button', { name: 'Annulla' }).click();

  // Clean up the three readings: other specs share this database.
  await page.goto('Registro/Visite');
  for (const reading of readings) {
    await page.getByRole('button', { name: `Elimina la rilevazione del ${reading.date} 08:00` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
    await expect(
      page.getByRole('button', { name: `Elimina la rilevazione del ${reading.date} 08:00` }),
    ).toHaveCount(0);
  }
});
