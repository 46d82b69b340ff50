import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, giulia, marco, signIn, signInThroughApi, test } from './fixtures.ts';
import { addOngoingTherapy, fillDate } from './therapies-helpers.ts';

/**
 * Records every text the page draws on a canvas: the charts' axes are drawn, not written, so this
 * is how a test reads them.
 */
async function recordDrawnTexts(page: Page) {
  await page.addInitScript(() => {
    const drawn: string[] = [];
    Object.assign(window, { drawnTexts: drawn });
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      drawn.push(String(text));
      return fillText.call(this, text, ...rest);
    };
  });
}

const drawnTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { drawnTexts: string[] }).drawnTexts);

test('Giulia adds three readings, sees the charts and their tables, and finds her weight prefilled in a report', async ({
  page,
}) => {
  await recordDrawnTexts(page);
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Visite');
  await expect(page.getByRole('heading', { name: 'Parametri vitali' })).toBeVisible();

  const readings = [
    {
      date: '01/11/2026',
      weight: '61,4',
      systolic: '128',
      diastolic: '82',
      pulse: '72',
      spo2: '97',
      temperature: '36,6',
    },
    {
      date: '08/11/2026',
      weight: '60,8',
      systolic: '122',
      diastolic: '79',
      pulse: '70',
      spo2: '95',
      temperature: '37,8',
    },
    {
      date: '15/11/2026',
      weight: '60,2',
      systolic: '118',
      diastolic: '76',
      pulse: '66',
      spo2: '98',
      temperature: '36,9',
    },
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
    await modal.getByLabel('Saturazione (SpO2) (%)').fill(reading.spo2);
    if (index === 0) {
      // The rules show before the round trip: a diastolic not below the systolic, a slip of the keyboard.
      await modal.getByLabel('Pressione minima (mmHg)').fill('130');
      await modal.getByLabel('Temperatura (°C)').fill('375');
      await modal.getByRole('button', { name: 'Salva', exact: true }).click();
      await expect(modal.getByText('La pressione minima deve essere più bassa della massima.')).toBeVisible();
      await expect(modal.getByText(/Il valore deve essere compreso tra 30 e 45/)).toBeVisible();
      await expectNoAxeViolations(page);
      await modal.getByLabel('Pressione minima (mmHg)').fill(reading.diastolic);
    }
    await modal.getByLabel('Temperatura (°C)').fill(reading.temperature);
    await modal.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(modal).toBeHidden();
  }
  const table = page.getByRole('table', { name: 'Parametri vitali' });
  await expect(table.getByRole('row').nth(1)).toContainText('15/11/2026, 08:00');
  await expect(table.getByRole('row').nth(1)).toContainText('60,2 kg');
  await expect(table.getByRole('row').nth(1)).toContainText('118/76 mmHg');
  await expect(table.getByRole('row').nth(1)).toContainText('36,9 °C');

  // The charts, each summed up in words and with its values as a table, all in Italian.
  const weight = page.getByRole('figure', { name: 'Peso e indice di massa corporea' });
  await expect(weight.locator('canvas')).toBeVisible();
  // Her seeded weights start on 10/02/2026.
  await expect(weight.getByTestId('chart-summary')).toContainText(
    'dal 10/02/2026 al 15/11/2026; minimo 60,2 kg, massimo 64,5 kg; ultimo valore 60,2 kg.',
  );
  await weight.getByText('Valori in tabella: Peso e indice di massa corporea').click();
  const weightTable = weight.getByRole('table', { name: 'Peso e indice di massa corporea' });
  const last = weightTable.getByRole('row').filter({ hasText: '15/11/2026, 08:00' });
  await expect(last.getByRole('cell', { name: '60,2', exact: true })).toBeVisible();
  // BMI with her height of 165 cm: 60.2 / 1.65² = 22.1.
  await expect(last.getByRole('cell', { name: '22,1', exact: true })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Pressione arteriosa' }).locator('canvas')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Frequenza cardiaca' }).locator('canvas')).toBeVisible();
  const saturation = page.getByRole('figure', { name: "Saturazione dell'ossigeno" });
  await expect(saturation.locator('canvas')).toBeVisible();
  await expect(saturation.getByTestId('chart-summary')).toContainText(
    'al 15/11/2026; minimo 95 %, massimo 98 %; ultimo valore 98 %.',
  );
  const temperature = page.getByRole('figure', { name: 'Temperatura corporea' });
  await expect(temperature.locator('canvas')).toBeVisible();
  await expect(temperature.getByTestId('chart-summary')).toContainText(
    'al 15/11/2026; minimo 36,6 °C, massimo 37,8 °C; ultimo valore 36,9 °C.',
  );
  await temperature.getByText('Valori in tabella: Temperatura corporea').click();
  await expect(
    temperature
      .getByRole('row')
      .filter({ hasText: '08/11/2026, 08:00' })
      .getByRole('cell', { name: '37,8', exact: true }),
  ).toBeVisible();
  // The axes: Italian month names, never the American month/day, and the decimal comma.
  const italianMonth = /^(\d{1,2} )?(gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic)$/;
  await expect.poll(async () => (await drawnTexts(page)).some((text) => italianMonth.test(text))).toBe(true);
  const drawn = await drawnTexts(page);
  expect(drawn.filter((text) => /^\d{1,2}\/\d{1,2}$|^(Feb|Mar|May|Oct|Nov)$/.test(text))).toEqual([]);
  expect(drawn.some((text) => /^\d+,\d+$/.test(text))).toBe(true);
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
    await page.getByRole('button', { name: `Elimina la rilevazione del ${reading.date}, 08:00` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
    await expect(
      page.getByRole('button', { name: `Elimina la rilevazione del ${reading.date}, 08:00` }),
    ).toHaveCount(0);
  }
});

test('Marco, on the English page, reads his charts, their summaries and the table with English dates and numbers', async ({
  page,
}) => {
  await recordDrawnTexts(page);
  await signIn(page, marco.email);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto('Registro/Visite');
  await expect(page.getByRole('heading', { name: 'Vital signs' })).toBeVisible();

  // Typed as the fields take them in either language: the date day first, either decimal separator.
  const readings = [
    { date: '02/11/2026', label: '2 Nov 2026, 07:30', weight: '83.6', spo2: '96', temperature: '36.7' },
    { date: '16/11/2026', label: '16 Nov 2026, 07:30', weight: '82,9', spo2: '97', temperature: '37.4' },
  ];
  for (const reading of readings) {
    await page.getByRole('button', { name: 'Add reading' }).click();
    const modal = page.getByRole('dialog', { name: 'New reading' });
    await fillDate(page, 'Date', reading.date);
    await modal.getByLabel('Time', { exact: true }).fill('07:30');
    await modal.getByLabel('Weight (kg)').fill(reading.weight);
    await modal.getByLabel('Oxygen saturation (SpO2) (%)').fill(reading.spo2);
    await modal.getByLabel('Temperature (°C)').fill(reading.temperature);
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(modal).toBeHidden();
  }

  const table = page.getByRole('table', { name: 'Vital signs' });
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('16 Nov 2026, 07:30');
  await expect(newest).toContainText('82.9 kg');
  await expect(newest).toContainText('37.4 °C');

  // His seeded weight of 84.2 kg is from 8 April 2026.
  const weight = page.getByRole('figure', { name: 'Weight and body-mass index' });
  await expect(weight.locator('canvas')).toBeVisible();
  await expect(weight.getByTestId('chart-summary')).toContainText(
    'Weight: 3 values from 8 Apr 2026 to 16 Nov 2026; lowest 82.9 kg, highest 84.2 kg; latest 82.9 kg.',
  );
  const temperature = page.getByRole('figure', { name: 'Body temperature' });
  await expect(temperature.getByTestId('chart-summary')).toContainText(
    'Temperature: 2 values from 2 Nov 2026 to 16 Nov 2026; lowest 36.7 °C, highest 37.4 °C; latest 37.4 °C.',
  );
  await temperature.getByText('Values as a table: Body temperature').click();
  await expect(
    temperature
      .getByRole('row')
      .filter({ hasText: '2 Nov 2026, 07:30' })
      .getByRole('cell', { name: '36.7', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Oxygen saturation' }).locator('canvas')).toBeVisible();
  // The axes: English month names, never Italian ones nor the American month/day, and the decimal dot.
  const englishMonth = /^(\d{1,2} )?(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)$/;
  await expect.poll(async () => (await drawnTexts(page)).some((text) => englishMonth.test(text))).toBe(true);
  const drawn = await drawnTexts(page);
  expect(drawn.filter((text) => /^\d{1,2}\/\d{1,2}$|^(feb|mar|mag|ott|nov)$/.test(text))).toEqual([]);
  expect(drawn.some((text) => /^\d+\.\d+$/.test(text))).toBe(true);
  await expectNoAxeViolations(page);

  // Clean up: other specs share this database.
  for (const reading of readings) {
    await page.getByRole('button', { name: `Delete the reading of ${reading.label}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: `Delete the reading of ${reading.label}` })).toHaveCount(0);
  }
});
