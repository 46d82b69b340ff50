import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './password-field.tsx';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', showLabel: 'Mostra password', hideLabel: 'Nascondi password', name: 'password' },
  parameters: {
    docs: {
      description: {
        component: [
          'A password input with a show/hide toggle (a 40 px button inside the field).',
          '**Do** pass translated `showLabel`/`hideLabel`; set `autoComplete="new-password"` on sign-up.',
          "**Don't** disable paste or the toggle: both help people with motor or memory difficulties.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};
export const Revealed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 'segreta1');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostra password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};
export const WithError: Story = { args: { error: 'Credenziali non valide' } };
