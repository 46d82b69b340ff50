import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Modal } from './modal.tsx';

const meta = {
  title: 'Dialogs/Modal',
  component: Modal,
  args: {
    title: 'Modifica nota',
    description: 'La nota è visibile solo a te.',
    confirmLabel: 'Salva',
    cancelLabel: 'Annulla',
    closeLabel: 'Chiudi',
    onResult: fn(),
    trigger: <Button>Apri</Button>,
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A modal dialog (Radix Dialog): focus is trapped, Escape and the overlay cancel, focus returns to the trigger. `onResult` receives true on confirm and false otherwise.',
          'For an imperative `await confirm(...)` use `useConfirm()` from `@cartella/ui/confirm-dialog`; for forms, FormModal.',
          '**Do** keep the confirm label a verb ("Salva"); return false from `onConfirm` to stay open.',
          "**Don't** open a modal from a modal.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Confirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apri' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Salva' }));
    await expect(args.onResult).toHaveBeenCalledWith(true);
  },
};
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apri' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onResult).toHaveBeenCalledWith(false);
  },
};
export const Open: Story = { args: { defaultOpen: true, children: <p>Contenuto del dialogo.</p> } };
