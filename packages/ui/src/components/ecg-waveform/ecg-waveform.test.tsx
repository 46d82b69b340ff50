import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { EcgWaveform, type EcgWaveformProps, ecgColours } from './ecg-waveform.tsx';
import { syntheticEcgMv } from './synthetic-ecg.ts';

const label = 'Tracciato ECG del 12/03/2026';

function summaryIt(facts: {
  durationSeconds: number;
  sampleCount: number;
  sampleRateHz: number;
  meanHeartRateBpm: number | undefined;
}) {
  const rate =
    facts.meanHeartRateBpm === undefined ? '' : `, frequenza media ${Math.round(facts.meanHeartRateBpm)} bpm`;
  return `Durata ${facts.durationSeconds} s, ${facts.sampleCount} campioni a ${facts.sampleRateHz} Hz${rate}`;
}

async function renderEcg(props: Partial<EcgWaveformProps> = {}) {
  const screen = await render(
    <EcgWaveform
      samplesMv={syntheticEcgMv(12, 250)}
      sampleRateHz={250}
      label={label}
      millivoltUnit="mV"
      secondUnit="s"
      bpmUnit="bpm"
      summary={summaryIt}
      locale="it-IT"
      {...props}
    />,
  );
  const region = screen.getByRole('region', { name: label });
  const canvases = [...region.element().querySelectorAll('canvas')];
  return { screen, region, canvases };
}

function pixel(canvas: HTMLCanvasElement | undefined, x: number, y: number): string {
  const data = canvas?.getContext('2d')?.getImageData(x, y, 1, 1).data ?? [];
  return `#${[...data.slice(0, 3)].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

describe('EcgWaveform', () => {
  describe('given a 12 s recording at 250 Hz', () => {
    it('draws the spec’s 1500 px trace on a 260 px tall dark grid', async () => {
      const { canvases } = await renderEcg();
      expect(canvases).toHaveLength(1);
      expect(canvases[0]?.getBoundingClientRect().width).toBe(1500);
      expect(canvases[0]?.getBoundingClientRect().height).toBe(260);
    });

    it('summarises duration, samples and mean heart rate as the region’s description', async () => {
      const { region } = await renderEcg({
        heartRates: [
          { atSeconds: 1, bpm: 70 },
          { atSeconds: 6, bpm: 74 },
        ],
      });
      await expect
        .element(region)
        .toHaveAccessibleDescription('Durata 12 s, 3000 campioni a 250 Hz, frequenza media 72 bpm');
    });

    it('labels the millivolt scale with the unit from props', async () => {
      const { screen } = await renderEcg();
      await expect.element(screen.getByText('+1 mV')).toBeInTheDocument();
      await expect.element(screen.getByText('-2 mV')).toBeInTheDocument();
    });
  });

  describe('paper scale', () => {
    it('puts 1 mV 50 px above the baseline (10 mm/mV at 5 px/mm) and grid lines every 5 px, heavier every 25', async () => {
      const { canvases } = await renderEcg({ samplesMv: new Float32Array(250 * 12).fill(1) });
      const canvas = canvases[0];
      expect(pixel(canvas, 300, 79)).toBe(ecgColours.trace);
      expect(pixel(canvas, 300, 80)).toBe(ecgColours.trace);
      expect(pixel(canvas, 302, 130)).toBe(ecgColours.largeGrid);
      expect(pixel(canvas, 302, 135)).toBe(ecgColours.smallGrid);
      expect(pixel(canvas, 302, 137)).toBe(ecgColours.background);
      expect(pixel(canvas, 325, 140)).toBe(ecgColours.largeGrid);
    });

    it('keeps 25 mm/s for a longer recording by widening the trace over several canvases', async () => {
      const { canvases } = await renderEcg({ samplesMv: syntheticEcgMv(30, 500), sampleRateHz: 500 });
      const widths = canvases.map((canvas) => canvas.getBoundingClientRect().width);
      expect(widths).toEqual([2000, 1750]);
    });

    it('leaves a gap where samples are missing', async () => {
      const samples = new Float32Array(250 * 12).fill(1);
      samples.fill(Number.NaN, 500, 750);
      const { canvases } = await renderEcg({ samplesMv: samples });
      expect(pixel(canvases[0], 300, 80)).not.toBe(ecgColours.trace);
      expect(pixel(canvases[0], 100, 80)).toBe(ecgColours.trace);
    });

    it('refuses a sample rate that is not positive', () => {
      expect(() =>
        EcgWaveform({
          samplesMv: [],
          sampleRateHz: 0,
          label,
          millivoltUnit: 'mV',
          secondUnit: 's',
          summary: summaryIt,
        }),
      ).toThrow(RangeError);
    });
  });

  describe('given a keyboard-only user', () => {
    it('scrolls one second per arrow key and to the end with End', async () => {
      const { region } = await renderEcg();
      await userEvent.tab();
      await expect.element(region).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      expect(region.element().scrollLeft).toBe(250);
      await userEvent.keyboard('{ArrowLeft}');
      expect(region.element().scrollLeft).toBe(125);
      await userEvent.keyboard('{End}');
      expect(region.element().scrollLeft).toBe(region.element().scrollWidth - region.element().clientWidth);
    });
  });

  it('has no axe violations', async () => {
    const { screen } = await renderEcg();
    await expectNoAxeViolations(screen.container);
  });

  it('looks the same as the reference (synthetic sinus rhythm with heart rates)', async () => {
    await page.viewport(1024, 768);
    const { screen } = await renderEcg({
      heartRates: [
        { atSeconds: 0.5, bpm: 72 },
        { atSeconds: 3, bpm: 72 },
      ],
    });
    await expect.element(screen.getByRole('figure')).toMatchScreenshot('ecg-waveform-sinus');
  });
});
