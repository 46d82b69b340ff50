import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './switch.tsx';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Età superiore a 65 anni', onText: 'Sì', offText: 'No', onCheckedChange: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'A yes/no toggle (Radix Switch) for the items of risk scores; the visible state text comes from `onText`/`offText`.',
          '**Do** phrase the label so that "yes" is the on state.',
          "**Don't** use it for choices that only apply after pressing Save: use Checkbox.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const TurnedOn: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Età superiore a 65 anni' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
export const WithDescription: Story = { args: { description: 'Punteggio CHA₂DS₂-VASc: 1 punto' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
