import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { Form, FormActions } from './form.tsx';

const meta = {
  title: 'Forms/Form',
  component: Form,
  args: { onSubmit: fn(), 'aria-label': 'Dati anagrafici' },
  parameters: {
    docs: {
      description: {
        component: [
          'The form layout: vertical fields, a form-level error announced as an alert, an actions row.',
          'It never resets the fields, so a rejected submission keeps what the user typed.',
          "**Do** map the server's error codes to the spec's messages in the app and pass them as `error` or to fields.",
          "**Don't** pass a React `action`: it would clear the fields after a failed save.",
        ].join('\n\n'),
      },
    },
  },
  render: (args) => (
    <Form {...args}>
      <TextField label="Nome" name="firstName" />
      <TextField label="Codice fiscale" name="taxCode" />
      <FormActions>
        <Button variant="secondary">Annulla</Button>
        <Button type="submit">Salva</Button>
      </FormActions>
    </Form>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithServerError: Story = { args: { error: 'Codice Fiscale non valido!' } };

function RejectingForm() {
  const [error, setError] = useState<string>();
  return (
    <Form aria-label="Dati anagrafici" error={error} onSubmit={() => setError('Codice Fiscale non valido!')}>
      <TextField label="Nome" name="firstName" />
      <FormActions>
        <Button type="submit">Salva</Button>
      </FormActions>
    </Form>
  );
}

export const KeepsValuesWhenRejected: Story = {
  render: () => <RejectingForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'Maria');
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Codice Fiscale non valido!');
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('Maria');
  },
};
