import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './progress-bar.tsx';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Caricamento del file', value: 45, valueText: '45%' },
  parameters: {
    docs: {
      description: {
        component: [
          'Progress of an upload or a Bluetooth device sync (Radix Progress). `value: null` is indeterminate.',
          '**Do** pass a translated `valueText` ("3 di 7 misure") when a percentage means little.',
          "**Don't** use it when the duration is short or unknown and nothing is counted: use LoadingIndicator.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
  },
};
export const Complete: Story = { args: { value: 100, valueText: '100%' } };
export const Indeterminate: Story = {
  args: { label: 'Sincronizzazione del dispositivo', value: null, valueText: undefined },
};
