import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card } from './card.tsx';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { title: 'Dati anagrafici', children: <p>Maria Rossi, nata a Roma il 12/03/1950</p> },
  parameters: {
    docs: {
      description: {
        component: [
          "A summary card with a heading and an optional pen button (the patient record's summary blocks).",
          '**Do** give `editLabel` a specific name ("Modifica dati anagrafici") so screen-reader users can tell the pens apart.',
          "**Don't** put long lists in a card: use RecordList inside a CollapsibleSection.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {
  args: { editLabel: 'Modifica dati anagrafici', onEdit: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Modifica dati anagrafici' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};
export const ReadOnly: Story = {};
