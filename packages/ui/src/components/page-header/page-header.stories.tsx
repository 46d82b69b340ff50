import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { PageHeader } from './page-header.tsx';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Terapie' },
  parameters: {
    docs: {
      description: {
        component: [
          'The heading block of every page: the only `h1`, a lead line and page actions.',
          '**Do** use exactly one per page; headings inside the page start at h2.',
          "**Don't** put navigation here: that belongs to AppMenu and Submenu.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Terapie');
  },
};
export const WithActions: Story = {
  args: {
    description: 'Farmaci in corso, conclusi e vietati',
    actions: <Button variant="secondary">Stampa</Button>,
  },
};
