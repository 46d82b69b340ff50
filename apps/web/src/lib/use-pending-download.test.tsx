import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render-with-app.tsx';
import { ApiError } from './api-client.ts';
import { usePendingDownload } from './use-pending-download.ts';

function PrintButton({ download }: { download: () => Promise<unknown> }) {
  const printing = usePendingDownload(download);
  return (
    <>
      <button type="button" onClick={() => void printing.run()}>
        Stampa
      </button>
      <output>{printing.pending ? 'In stampa' : 'Pronto'}</output>
    </>
  );
}

describe('a download the page waits on', () => {
  it('is pending while it runs, and ready again once it ended', async () => {
    let finish = () => {};
    const screen = await renderWithApp(
      <PrintButton download={() => new Promise<void>((resolve) => (finish = resolve))} />,
    );
    await screen.getByRole('button', { name: 'Stampa' }).click();
    await expect.element(screen.getByText('In stampa')).toBeVisible();
    finish();
    await expect.element(screen.getByText('Pronto')).toBeVisible();
  });

  it("toasts the server's message when it failed", async () => {
    const screen = await renderWithApp(
      <PrintButton
        download={async () => {
          throw new ApiError(500, 'internal', 'Servizio non disponibile');
        }}
      />,
    );
    await screen.getByRole('button', { name: 'Stampa' }).click();
    await expect.element(screen.getByText('Servizio non disponibile')).toBeVisible();
    await expect.element(screen.getByText('Pronto')).toBeVisible();
  });
});
