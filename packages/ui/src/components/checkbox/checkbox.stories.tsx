import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Accetto il trattamento dei dati', onCheckedChange: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled checkbox (Radix Checkbox) for consents and independent options; the whole label is clickable.',
          '**Do** use it for a choice that is saved with a form; use Switch for an immediate yes/no.',
          "**Don't** pre-check consents.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Accetto il trattamento dei dati'));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
export const WithDescription: Story = {
  args: { description: 'Puoi revocarlo in ogni momento dal tuo account.' },
};
export const WithError: Story = { args: { error: 'Il consenso è obbligatorio' } };
