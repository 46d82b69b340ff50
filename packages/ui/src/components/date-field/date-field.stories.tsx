import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BirthDateWithFutureRule } from './date-field.fixtures.tsx';
import { DateField } from './date-field.tsx';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Data di nascita', description: 'gg/mm/aaaa', onValueChange: fn(), onCommit: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          "A date typed as day/month/year and always shown as DD/MM/YYYY; reports ISO dates. `useFutureDateReset()` applies the spec's rule (part 1, section 5): a future date is reset to today when the user leaves the field, and `wasReset` tells the app to show 'La data inserita non è valida!'.",
          '**Do** give the format as `description` ("gg/mm/aaaa").',
          "**Don't** use a native date input: it follows the browser's language, not Italian.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typed: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Data di nascita' });
    await userEvent.type(input, '7/3/1950');
    await userEvent.tab();
    await expect(input).toHaveValue('07/03/1950');
    await expect(args.onCommit).toHaveBeenCalledWith('1950-03-07');
  },
};
export const WithError: Story = {
  args: { defaultValue: '1950-03-07', error: 'La data inserita non è valida!' },
};

export const FutureDateReset: Story = {
  render: () => <BirthDateWithFutureRule />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Data di nascita' });
    await userEvent.type(input, '01/01/2030');
    await userEvent.tab();
    await expect(input).toHaveValue('22/11/2026');
    await expect(canvas.getByRole('alert')).toHaveTextContent('La data inserita non è valida!');
  },
};
