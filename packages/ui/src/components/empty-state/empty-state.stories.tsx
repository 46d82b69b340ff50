import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'Nessun contatto', description: 'Aggiungi chi chiamare in caso di emergenza.' },
  parameters: {
    docs: {
      description: {
        component: [
          'What an empty list or page shows: a short title, why it matters, and the next step.',
          '**Do** offer the add action when the user may add.',
          "**Don't** show it while loading: show LoadingIndicator until the data arrives.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: { action: <Button>Aggiungi contatto</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Aggiungi contatto' })).toBeVisible();
  },
};
export const TitleOnly: Story = { args: { description: undefined } };
