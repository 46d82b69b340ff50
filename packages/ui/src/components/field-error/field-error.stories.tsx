import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldError } from './field-error.tsx';

const meta = {
  title: 'Forms/FieldError',
  component: FieldError,
  args: { children: 'Questo campo è obbligatorio!' },
  parameters: {
    docs: {
      description: {
        component: [
          'A validation message under a field, announced at once through `role="alert"`.',
          '**Do** pass the exact Italian message of the spec (section 5) from the app.',
          "**Don't** use it for page-level problems: use InlineAlert.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Questo campo è obbligatorio!');
  },
};
export const Empty: Story = { args: { children: undefined } };
