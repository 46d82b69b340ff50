import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAnamnesisCatalog } from '../../../lib/i18n.ts';
import { answerFetch, renderWithApp } from '../../../test/render-with-app.tsx';
import { TextSection } from './text-section.tsx';

afterEach(() => vi.restoreAllMocks());

const saved = {
  data: {
    id_paziente: 4,
    id_anamnesi_log: 12,
    dataAggiornamento: '2026-11-20T09:30:00.000Z',
    anamnesi_familiare_contenuto: 'Padre iperteso',
  },
  versioni: [
    { id_anamnesi_log: 12, dataAggiornamento: '2026-11-20T09:30:00.000Z' },
    { id_anamnesi_log: 7, dataAggiornamento: '2026-10-01T08:00:00.000Z' },
  ],
};

describe('a text section of the anamnesis, given a saved text with an earlier version', () => {
  it('shows the text and its last update, offers the earlier version, and saves only a change', async () => {
    const sent = answerFetch(() => ({ status: 200, body: saved }));
    const screen = await renderWithApp(
      <TextSection section="AnamnesiFamiliare" patientId={4} label="Anamnesi familiare" />,
      { pageCatalog: loadAnamnesisCatalog },
    );
    const text = screen.getByLabelText('Anamnesi familiare');
    await expect.element(text).toHaveValue('Padre iperteso');
    await expect.element(screen.getByText(/^Ultimo aggiornamento: /)).toBeVisible();
    await expect.element(screen.getByText('Versioni precedenti (1)')).toBeVisible();
    const save = screen.getByRole('button', { name: 'Salva' });
    await expect.element(save).toBeDisabled();

    await text.fill('Padre iperteso, madre diabetica');
    await save.click();
    await expect
      .poll(() => sent.filter((request) => request.method === 'PUT'))
      .toEqual([
        {
          method: 'PUT',
          path: '/api/anamnesi/AnamnesiFamiliare/4',
          body: { anamnesi_familiare_contenuto: 'Padre iperteso, madre diabetica' },
        },
      ]);
  });

  it('refuses a text over 4000 characters before sending it', async () => {
    const sent = answerFetch(() => ({ status: 200, body: { data: null, versioni: [] } }));
    const screen = await renderWithApp(
      <TextSection section="AnamnesiRemota" patientId={4} label="Anamnesi patologica remota" />,
      { pageCatalog: loadAnamnesisCatalog },
    );
    await expect.element(screen.getByText('Non ancora compilata')).toBeVisible();
    const text = screen.getByLabelText('Anamnesi patologica remota');
    // The text area's maxLength stops typing; a pasted value past it is still checked by the schema.
    text.element().removeAttribute('maxlength');
    await text.fill('x'.repeat(4001));
    await screen.getByRole('button', { name: 'Salva' }).click();
    await expect.element(text).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});
