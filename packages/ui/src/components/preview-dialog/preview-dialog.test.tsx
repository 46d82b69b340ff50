import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Button } from '../button/button.tsx';
import { PreviewDialog } from './preview-dialog.tsx';

const pixel =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="200" height="100"%3E%3Crect width="200" height="100" fill="%231a576e"/%3E%3C/svg%3E';

describe('PreviewDialog', () => {
  describe('given an image', () => {
    it('opens from its trigger, shows the image with its alt text, offers download, passes axe and closes with Escape', async () => {
      await render(
        <PreviewDialog
          title="ecg-2026-11-01.png"
          kind="image"
          src={pixel}
          alt="Tracciato ECG"
          closeLabel="Chiudi"
          downloadLabel="Scarica"
          trigger={<Button>Anteprima</Button>}
        />,
      );
      await userEvent.keyboard('{Tab}{Enter}');
      const dialog = page.getByRole('dialog', { name: 'ecg-2026-11-01.png' });
      await expect.element(dialog.getByRole('img', { name: 'Tracciato ECG' })).toBeVisible();
      await expect.element(dialog.getByRole('link', { name: 'Scarica' })).toHaveAttribute('download');
      await expectNoAxeViolations(document.body);
      await expect.element(dialog).toMatchScreenshot('preview-image');
      await userEvent.keyboard('{Escape}');
      await expect.element(dialog).not.toBeInTheDocument();
      await expect.element(page.getByRole('button', { name: 'Anteprima' })).toHaveFocus();
    });
  });
  describe('given a PDF', () => {
    it('shows it in a titled frame and passes axe', async () => {
      await render(
        <PreviewDialog title="referto.pdf" kind="pdf" src="about:blank" closeLabel="Chiudi" defaultOpen />,
      );
      await expect.element(page.getByTitle('referto.pdf')).toBeVisible();
      await expectNoAxeViolations(document.body);
    });
  });
});
