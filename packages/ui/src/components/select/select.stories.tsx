import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Select } from './select.tsx';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Lingua',
    placeholder: 'Scegli una lingua',
    options: [
      { value: 'it', label: 'Italiano' },
      { value: 'en', label: 'English' },
    ],
    onValueChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A single choice from a short list (Radix Select): arrow keys, type-ahead, Escape; submits with forms when `name` is set.',
          '**Do** use it for up to about 15 options; for long or searched lists use Autocomplete; for 2–4 options consider RadioGroup.',
          "**Don't** use the placeholder as the label.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Lingua' }));
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('en');
  },
};
export const WithError: Story = { args: { error: 'Questo campo è obbligatorio!' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'it' } };
