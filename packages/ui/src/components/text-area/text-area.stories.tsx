import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './text-area.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: {
    label: 'Note',
    maxLength: 200,
    formatCounter: (used: number, max: number) => `${used} di ${max} caratteri`,
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled multi-line input. With `maxLength` a counter beside the label shows how much is left and describes the field for screen readers.',
          '**Do** pass `formatCounter` with translated words.',
          "**Don't** set a limit the server does not enforce too.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'Dolore al ginocchio');
    await expect(canvas.getByText('19 di 200 caratteri')).toBeVisible();
  },
};
export const WithoutLimit: Story = { args: { maxLength: undefined } };
export const WithError: Story = { args: { error: 'Questo campo è obbligatorio!' } };
