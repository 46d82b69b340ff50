import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render-with-app.tsx';
import { QueryStatus, QueryView } from './query-view.tsx';

const pending = { isPending: true, isError: false, error: null, data: undefined };
const failed = {
  isPending: false,
  isError: true,
  error: new Error('Servizio non disponibile'),
  data: undefined,
};
const loaded = { isPending: false, isError: false, error: null, data: ['Pressione', 'Glicemia'] };

describe('the query status of a list', () => {
  it('announces the loading text while the query is pending', async () => {
    const screen = await renderWithApp(<QueryStatus query={pending} loading="Caricamento delle note" />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Caricamento delle note');
  });

  it('shows nothing while the query is pending when it has no loading text', async () => {
    const screen = await renderWithApp(<QueryStatus query={pending} />);
    expect(screen.container.textContent).toBe('');
  });

  it("shows the error's message as an alert when the query failed", async () => {
    const screen = await renderWithApp(<QueryStatus query={failed} loading="Caricamento delle note" />);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Servizio non disponibile');
  });
});

describe('the view of a query', () => {
  const notes = (data: string[]) => <p>{data.join(', ')}</p>;

  it('shows the loading text, and not the content, while the query is pending', async () => {
    const screen = await renderWithApp(
      <QueryView query={pending} loading="Caricamento delle note">
        {notes}
      </QueryView>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('Caricamento delle note');
  });

  it("shows the error's message as an alert when the query failed", async () => {
    const screen = await renderWithApp(<QueryView query={failed}>{notes}</QueryView>);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Servizio non disponibile');
  });

  it('shows the content made from the data once it has come', async () => {
    const screen = await renderWithApp(
      <QueryView query={loaded} loading="Caricamento delle note">
        {notes}
      </QueryView>,
    );
    await expect.element(screen.getByText('Pressione, Glicemia')).toBeVisible();
    expect(screen.getByRole('status').elements()).toHaveLength(0);
  });
});
