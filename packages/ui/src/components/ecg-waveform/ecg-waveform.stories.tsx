import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type EcgFacts, EcgWaveform } from './ecg-waveform.tsx';
import { syntheticEcgMv } from './synthetic-ecg.ts';

const description = `
An ECG strip from the health-monitor device panel (spec part 1, section 2: a dark canvas 700 x 260 with
a trace 1500 wide), drawn at the paper convention of 25 mm/s and 10 mm/mV on 1 mm and 5 mm squares,
at 5 px per paper millimetre.

**Props.** \`samplesMv\` (millivolts; NaN leaves a gap), \`sampleRateHz\`, optional \`heartRates\`
(\`{ atSeconds, bpm }\`), \`label\` (accessible name), unit strings \`millivoltUnit\`, \`secondUnit\`,
\`bpmUnit\`, and \`summary(facts)\` returning the visible text summary (duration, sample count, rate,
mean heart rate), \`locale\` for numbers.

**Do** give a label that says which recording it is (date and mode). **Do** write the summary so it
stands alone for screen-reader users. **Don't** scale the strip with CSS: the grid is the paper scale.
**Don't** use it for a diagnosis display: it shows the device's samples only.
`;

function summaryIt(facts: EcgFacts): string {
  const rate =
    facts.meanHeartRateBpm === undefined ? '' : `, frequenza media ${Math.round(facts.meanHeartRateBpm)} bpm`;
  return `Durata ${facts.durationSeconds.toLocaleString('it-IT')} s, ${facts.sampleCount} campioni a ${facts.sampleRateHz} Hz${rate}`;
}

const meta = {
  title: 'Devices/EcgWaveform',
  component: EcgWaveform,
  args: {
    samplesMv: syntheticEcgMv(12, 250),
    sampleRateHz: 250,
    label: 'ECG del 12/03/2026, mano-mano',
    millivoltUnit: 'mV',
    secondUnit: 's',
    bpmUnit: 'bpm',
    summary: summaryIt,
    locale: 'it-IT',
  },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof EcgWaveform>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwelveSeconds: Story = {};

export const WithHeartRates: Story = {
  args: {
    samplesMv: syntheticEcgMv(12, 250, 88),
    heartRates: [
      { atSeconds: 1, bpm: 87 },
      { atSeconds: 5, bpm: 88 },
      { atSeconds: 9, bpm: 89 },
    ],
  },
};

export const ThirtySecondsAt500Hz: Story = {
  args: { samplesMv: syntheticEcgMv(30, 500), sampleRateHz: 500 },
};

function withLeadOff(): Float32Array {
  const samples = syntheticEcgMv(12, 250);
  samples.fill(Number.NaN, 1000, 1400);
  return samples;
}

export const LeadOffGap: Story = {
  args: { samplesMv: withLeadOff() },
};

export const KeyboardScrolling: Story = {
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole('region', { name: 'ECG del 12/03/2026, mano-mano' });
    strip.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(strip.scrollLeft).toBe(375);
    await userEvent.keyboard('{Home}');
    await expect(strip.scrollLeft).toBe(0);
  },
};
