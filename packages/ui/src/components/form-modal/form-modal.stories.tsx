import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { FormModal } from './form-modal.tsx';

const meta = {
  title: 'Dialogs/FormModal',
  component: FormModal,
  args: {
    title: 'Nuovo contatto',
    confirmLabel: 'Salva',
    cancelLabel: 'Annulla',
    onSubmit: fn(),
    onResult: fn(),
    trigger: <Button>Aggiungi contatto</Button>,
    children: <TextField label="Nome" name="name" />,
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A modal whose body is a form: title, fields, Annulla and a confirm button that submits. Ends with true after a successful submit, false on cancel.',
          '**Do** return false from `onSubmit` when the server rejects the data, and pass the message as `error` or to the fields.',
          "**Don't** put a second submit button inside the fields.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof FormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Aggiungi contatto' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await expect(args.onResult).toHaveBeenCalledWith(true);
  },
};
export const WithError: Story = { args: { defaultOpen: true, error: 'Questo campo è obbligatorio!' } };
