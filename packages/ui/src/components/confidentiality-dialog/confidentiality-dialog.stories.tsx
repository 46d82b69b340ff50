import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfidentialityDialog } from './confidentiality-dialog.tsx';

const meta = {
  title: 'Dialogs/ConfidentialityDialog',
  component: ConfidentialityDialog,
  args: {
    defaultOpen: true,
    title: 'Riservatezza',
    levelsLabel: 'Livello di riservatezza',
    confirmLabel: 'Salva',
    cancelLabel: 'Annulla',
    value: '4',
    onConfirm: fn(),
    onResult: fn(),
    levels: [
      { value: '1', label: 'Nessuna Restrizione' },
      { value: '2', label: 'Basso' },
      { value: '3', label: 'Moderato' },
      { value: '4', label: 'Normale' },
      { value: '5', label: 'Riservato' },
      { value: '6', label: 'Strettamente riservato' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Sets the confidentiality level of a record (the lock icon of the lists). The levels come from data; the current one is preselected.',
          '**Do** pass the levels with their translated labels.',
          "**Don't** hard-code the level list in a screen.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ConfidentialityDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Changed: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('radio', { name: 'Riservato' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('5');
  },
};
