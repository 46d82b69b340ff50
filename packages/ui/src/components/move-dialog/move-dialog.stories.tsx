import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { MoveDialog } from './move-dialog.tsx';

const meta = {
  title: 'Dialogs/MoveDialog',
  component: MoveDialog,
  args: {
    defaultOpen: true,
    title: 'Sposta farmaco',
    targetsLabel: 'Sposta in',
    confirmLabel: 'Sposta',
    cancelLabel: 'Annulla',
    onConfirm: fn(),
    onResult: fn(),
    targets: [
      { value: 'ended', label: 'Terapia Conclusa' },
      { value: 'current', label: 'Terapia in Corso' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Moves an item to another list (the up-down arrows). Targets come from data; `reason` adds a reason field (the spec asks for one when a drug leaves the forbidden list).',
          '**Do** offer only the lists the item can go to.',
          "**Don't** make the reason required unless the spec does.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof MoveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Targets: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('radio', { name: 'Terapia in Corso' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sposta' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ target: 'current', reason: '' });
  },
};
export const WithReason: Story = {
  args: {
    reason: {
      label: 'Motivo',
      required: true,
      requiredMessage: 'Questo campo è obbligatorio!',
      maxLength: 200,
    },
  },
};
