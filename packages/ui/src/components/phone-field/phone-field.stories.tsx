import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField } from './phone-field.tsx';

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: { label: 'Telefono', onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'An international phone number (libphonenumber-js). Without a + prefix the number is taken as Italian (`defaultCountry`); valid numbers are shown as "+39 333 123 4567" after leaving the field and submitted as E.164.',
          "**Do** validate with `onValueChange`'s `valid` and show the app's message as `error`.",
          "**Don't** split the number into prefix and number fields.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typed: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Telefono' });
    await userEvent.type(input, '3331234567');
    await userEvent.tab();
    await expect(input).toHaveValue('+39 333 123 4567');
  },
};
export const Foreign: Story = { args: { defaultValue: '+442079460958' } };
export const WithError: Story = { args: { defaultValue: '333', error: 'Numero non valido' } };
