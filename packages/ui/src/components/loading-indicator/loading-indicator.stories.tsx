import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingIndicator } from './loading-indicator.tsx';

const meta = {
  title: 'Feedback/LoadingIndicator',
  component: LoadingIndicator,
  args: { label: 'Caricamento in corso' },
  parameters: {
    docs: {
      description: {
        component: [
          'A spinner in a polite live region with an accessible name.',
          '**Do** say what is loading in `label`; use ProgressBar when the amount is known (uploads, device sync).',
          "**Don't** stack several indicators on one screen or leave it without a label.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Caricamento in corso');
  },
};
export const WithVisibleLabel: Story = { args: { showLabel: true, size: 'lg' } };
export const Small: Story = { args: { size: 'sm' } };
