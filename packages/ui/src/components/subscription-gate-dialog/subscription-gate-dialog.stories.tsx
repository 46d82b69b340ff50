import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { SubscriptionGateDialog } from './subscription-gate-dialog.tsx';

const meta = {
  title: 'Dialogs/SubscriptionGateDialog',
  component: SubscriptionGateDialog,
  args: {
    open: true,
    message: 'Questa sezione non è prevista nella tua sottoscrizione',
    cancelLabel: 'Annulla',
    subscribeLabel: 'Iscriviti',
    onCancel: fn(),
    onSubscribe: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: [
          "Shown when a section is outside the user's licence (spec part 2, section 1): Annulla closes, Iscriviti leads to the subscription page.",
          '**Do** open it from the route guard of gated sections.',
          "**Don't** hide the gated menu item instead: the user would not know the section exists.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof SubscriptionGateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribe: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Iscriviti' }));
    await expect(args.onSubscribe).toHaveBeenCalledOnce();
  },
};
export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Annulla' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
