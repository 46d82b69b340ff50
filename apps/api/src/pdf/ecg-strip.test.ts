import { describe, expect, it } from 'vitest';
import { ecgStripPdf } from './ecg-strip.ts';
import { pdfText } from './pdf-text.ts';

describe('the PDF of an ECG strip, printed in Italian', () => {
  it('writes its date day first and its numbers with the decimal comma', async () => {
    const strip = {
      recordedAt: '2026-11-20 08:12',
      mode: 'mano-mano',
      result: 'regolare',
      averageBpm: 60,
      sampleRateHz: 250,
      samplesMv: Array.from({ length: 7501 }, (_, index) => Math.sin(index / 40) * 0.1),
    };
    const text = pdfText(await ecgStripPdf(strip, { compress: false }));
    expect(text).toContain('Registrato il 20/11/2026 alle 08:12');
    expect(text).toContain('Durata: 30,0 s a 250 Hz');
    expect(text).not.toContain('30.0');
  });
});
