import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Nome', name: 'firstName' },
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled single-line input with an optional hint and an error announced by FieldError.',
          "**Do** always give a visible `label`; pass the spec's messages as `error`.",
          "**Don't** use the placeholder as the label, or for numbers with a unit (use NumberField).",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nome' });
    await userEvent.type(input, 'Maria');
    await expect(input).toHaveValue('Maria');
  },
};
export const WithHint: Story = { args: { description: 'Come sul documento di identità' } };
export const WithError: Story = { args: { error: 'Questo campo è obbligatorio!' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Maria' } };
