import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Footer } from './footer.tsx';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: {
    navLabel: 'Collegamenti utili',
    links: [
      { key: 'privacy', label: 'Informativa privacy', url: '/privacy' },
      { key: 'guide', label: 'Guida utente (PDF)', url: '/guida.pdf', download: true },
    ],
    children: (
      <>
        <span>© 2026 Cartella</span>
        <Button variant="secondary">Aiuto su questa pagina</Button>
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        component: [
          "The shell's footer: a named nav of links (privacy notice, user guide download) and free content (copyright with the current year, the help button).",
          '**Do** pass `renderLink` to use the router for internal links.',
          "**Don't** render it on the login page (spec part 1, section 2).",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Guida utente (PDF)' })).toHaveAttribute(
      'download',
    );
  },
};
export const LinksOnly: Story = { args: { children: undefined } };
