import type { VitalReading } from '@cartella/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import VitalCharts from './vital-charts.tsx';

/** Three readings a fortnight apart, in the browser's zone as the form saves them. */
function reading(id: number, day: Date, values: Partial<VitalReading>): VitalReading {
  return {
    id_parametro: id,
    created_on: day.toISOString(),
    parametro_altezza: 165,
    parametro_pressione_minima: null,
    parametro_pressione_massima: null,
    parametro_frequenza_cardiaca: null,
    source: 'manuale',
    ...values,
  };
}
const readings: VitalReading[] = [
  reading(1, new Date(2026, 9, 12, 8), {
    parametro_peso: 63.4,
    parametro_spo2: 97,
    parametro_temperatura: 36.6,
  }),
  reading(2, new Date(2026, 9, 26, 8), {
    parametro_peso: 63.1,
    parametro_spo2: 95,
    parametro_temperatura: 37.8,
  }),
  reading(3, new Date(2026, 10, 9, 8), {
    parametro_peso: 62.9,
    parametro_spo2: 98,
    parametro_temperatura: 36.9,
  }),
];

/** Every text uPlot draws on its canvases: the axes' tick labels and titles. */
function drawnTexts() {
  const texts: string[] = [];
  vi.spyOn(CanvasRenderingContext2D.prototype, 'fillText').mockImplementation((text) => {
    texts.push(String(text));
  });
  return texts;
}

afterEach(() => vi.restoreAllMocks());

describe('the trend charts on the Italian page', () => {
  it('label the time axis with Italian months, day first, and the value axes with the decimal comma', async () => {
    const texts = drawnTexts();
    const screen = await renderWithApp(<VitalCharts readings={readings} />);
    await expect.element(screen.getByRole('figure', { name: 'Temperatura corporea' })).toBeVisible();
    await vi.waitFor(() => expect(texts.some((text) => /^\d+ (ott|nov)$|^(ott|nov)$/.test(text))).toBe(true));
    // Never the American month/day ("10/26") nor English month names.
    expect(texts.filter((text) => /^\d{1,2}\/\d{1,2}$|Oct|Nov/.test(text))).toEqual([]);
    expect(texts.some((text) => /^\d+,\d+$/.test(text))).toBe(true);
    expect(texts.some((text) => /^\d+\.\d+$/.test(text))).toBe(false);
  });

  it('sum up each chart in Italian words and give its values as a table', async () => {
    const screen = await renderWithApp(<VitalCharts readings={readings} />);
    const weight = screen.getByRole('figure', { name: 'Peso e indice di massa corporea' });
    await expect
      .element(weight.getByTestId('chart-summary'))
      .toHaveTextContent(
        'Peso: 3 valori dal 12/10/2026 al 09/11/2026; minimo 62,9 kg, massimo 63,4 kg; ultimo valore 62,9 kg. ' +
          'BMI: 3 valori dal 12/10/2026 al 09/11/2026; minimo 23,1 kg/m², massimo 23,3 kg/m²; ultimo valore 23,1 kg/m².',
      );
    const saturation = screen.getByRole('figure', { name: "Saturazione dell'ossigeno" });
    await expect
      .element(saturation.getByTestId('chart-summary'))
      .toHaveTextContent(
        'Saturazione (SpO2): 3 valori dal 12/10/2026 al 09/11/2026; minimo 95 %, massimo 98 %; ultimo valore 98 %.',
      );
    const temperature = screen.getByRole('figure', { name: 'Temperatura corporea' });
    await temperature.getByText('Valori in tabella: Temperatura corporea').click();
    const row = temperature.getByRole('row').filter({ hasText: '26/10/2026, 08:00' });
    await expect.element(row.getByRole('cell', { name: '37,8', exact: true })).toBeVisible();
  });
});

describe('the trend charts on the English page', () => {
  it('label the time axis with English months and the value axes with the decimal dot', async () => {
    const texts = drawnTexts();
    const screen = await renderWithApp(<VitalCharts readings={readings} />, { locale: 'en' });
    await expect.element(screen.getByRole('figure', { name: 'Body temperature' })).toBeVisible();
    await vi.waitFor(() => expect(texts.some((text) => /^\d+ (Oct|Nov)$|^(Oct|Nov)$/.test(text))).toBe(true));
    expect(texts.filter((text) => /^\d{1,2}\/\d{1,2}$|ott|nov/.test(text))).toEqual([]);
    expect(texts.some((text) => /^\d+\.\d+$/.test(text))).toBe(true);
    expect(texts.some((text) => /^\d+,\d+$/.test(text))).toBe(false);
  });

  it('sum up each chart in English words, naming the month, and give its values as a table', async () => {
    const screen = await renderWithApp(<VitalCharts readings={readings} />, { locale: 'en' });
    const weight = screen.getByRole('figure', { name: 'Weight and body-mass index' });
    await expect
      .element(weight.getByTestId('chart-summary'))
      .toHaveTextContent(
        'Weight: 3 values from 12 Oct 2026 to 9 Nov 2026; lowest 62.9 kg, highest 63.4 kg; latest 62.9 kg. ' +
          'BMI: 3 values from 12 Oct 2026 to 9 Nov 2026; lowest 23.1 kg/m², highest 23.3 kg/m²; latest 23.1 kg/m².',
      );
    const temperature = screen.getByRole('figure', { name: 'Body temperature' });
    await temperature.getByText('Values as a table: Body temperature').click();
    const row = temperature.getByRole('row').filter({ hasText: '26 Oct 2026, 08:00' });
    await expect.element(row.getByRole('cell', { name: '37.8', exact: true })).toBeVisible();
  });
});
