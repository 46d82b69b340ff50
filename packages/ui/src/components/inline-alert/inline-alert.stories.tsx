import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { InlineAlert } from './inline-alert.tsx';

const meta = {
  title: 'Feedback/InlineAlert',
  component: InlineAlert,
  args: { title: 'Fonte dei dati sui farmaci', children: 'Banca dati aggiornata al 21/11/2026.' },
  parameters: {
    docs: {
      description: {
        component: [
          'A message in the page (info, success, warning, error), next to what it is about. With `live` it is announced when it appears.',
          '**Do** use it for problems that stay until fixed (a failed load with a retry `action`).',
          "**Don't** use it for field errors (FieldError) or short confirmations (Toast).",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: { variant: 'success', title: 'Consenso registrato', children: undefined },
};
export const Warning: Story = {
  args: { variant: 'warning', title: 'Possibile interazione', children: 'Warfarin e aspirina.' },
};
export const ErrorWithAction: Story = {
  name: 'Error with action',
  args: {
    variant: 'error',
    live: true,
    title: 'Impossibile caricare i dati',
    children: undefined,
    action: <Button variant="secondary">Riprova</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Impossibile caricare i dati');
  },
};
