import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './number-field.tsx';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Peso', unit: 'kg', onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'A clinical number with its unit, read together by screen readers. Accepts the Italian comma; the scroll wheel never changes it (a text input with a numeric keyboard).',
          '**Do** always pass the unit; name form fields with the unit (`weightKg`).',
          "**Don't** use it for codes or phone numbers.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Peso' }), '72,5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(72.5, '72,5');
  },
};
export const WholeNumbers: Story = { args: { label: 'Pressione sistolica', unit: 'mmHg', decimals: false } };
export const WithError: Story = { args: { error: 'Valore non valido', defaultValue: '7a' } };
