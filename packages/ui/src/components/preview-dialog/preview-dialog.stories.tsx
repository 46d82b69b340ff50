import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { PreviewDialog } from './preview-dialog.tsx';

const image =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="400" height="200"%3E%3Crect width="400" height="200" fill="%23e6f0f3"/%3E%3Cpolyline points="0,100 80,100 100,40 120,160 140,100 400,100" fill="none" stroke="%231a576e" stroke-width="4"/%3E%3C/svg%3E';

const meta = {
  title: 'Dialogs/PreviewDialog',
  component: PreviewDialog,
  args: {
    title: 'ecg-2026-11-01.png',
    kind: 'image',
    src: image,
    alt: 'Tracciato ECG',
    closeLabel: 'Chiudi',
    downloadLabel: 'Scarica',
    trigger: <Button>Anteprima</Button>,
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Shows an image or a PDF (Kardia reports, uploaded files) in a large dialog with close and an optional download.',
          '**Do** describe images in `alt`; name PDFs by their file name in `title`.',
          "**Don't** preview file types the browser cannot show: offer the download instead.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PreviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Anteprima' }));
    await expect(await screen.findByRole('img', { name: 'Tracciato ECG' })).toBeVisible();
  },
};
export const Pdf: Story = {
  args: {
    title: 'referto.pdf',
    kind: 'pdf',
    src: 'about:blank',
    alt: undefined,
    defaultOpen: true,
    trigger: undefined,
  },
};
