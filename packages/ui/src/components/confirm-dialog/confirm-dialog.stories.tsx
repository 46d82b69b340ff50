import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ConfirmProvider, useConfirm } from './confirm-provider.tsx';

const meta = {
  title: 'Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Sei sicuro di voler eliminare questo elemento?',
    confirmLabel: 'Elimina',
    cancelLabel: 'Annulla',
    variant: 'danger',
    onResult: fn(),
    trigger: <Button variant="danger">Elimina</Button>,
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Every confirmation question of the spec (Radix Alert Dialog). Focus starts on the cancel button; the overlay does not dismiss it.',
          'Imperative use: wrap the app in `ConfirmProvider`, then `const ok = await useConfirm()({ title, confirmLabel, cancelLabel, variant })`.',
          '**Do** pass the spec\'s exact question as `title` and use `variant="danger"` for deletions.',
          "**Don't** ask for confirmation of actions that can be undone.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await expect(args.onResult).toHaveBeenCalledWith(true);
  },
};
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Elimina' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Annulla' }));
    await expect(args.onResult).toHaveBeenCalledWith(false);
  },
};
export const Primary: Story = {
  args: {
    variant: 'primary',
    title: 'Vuoi inviare la mail al medico?',
    confirmLabel: 'Invia',
    defaultOpen: true,
    trigger: undefined,
  },
};

function ImperativeDemo() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <Button
        onClick={async () =>
          setAnswer(
            String(
              await confirm({
                title: 'Confermi la modifica?',
                confirmLabel: 'Conferma',
                cancelLabel: 'Annulla',
              }),
            ),
          )
        }
      >
        Chiedi
      </Button>
      <output className="ml-4">{answer}</output>
    </>
  );
}

export const WithUseConfirm: Story = {
  render: () => (
    <ConfirmProvider>
      <ImperativeDemo />
    </ConfirmProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Chiedi' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Conferma' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('true');
  },
};
