import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './radio-group.tsx';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Visibilità',
    onValueChange: fn(),
    options: [
      { value: '1', label: 'Totale' },
      { value: '2', label: 'Minima' },
      { value: '3', label: 'Parziale', description: 'Solo i medici associati' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: [
          'One choice among a few options, all visible (Radix Radio Group). Arrow keys move and select.',
          '**Do** use it for 2–6 options; pass the option list from data.',
          "**Don't** use it for yes/no questions of a score: use Switch.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Minima' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: '1' } };
export const WithError: Story = { args: { error: 'Scegli una voce' } };
