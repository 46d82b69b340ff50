import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAdminCatalog } from '../../../lib/i18n.ts';
import { answerFetch, renderWithApp } from '../../../test/render-with-app.tsx';
import { CentresPage } from './centres-page.tsx';

const iris = {
  id: 7,
  tipo: 3,
  centro_nome: 'Laboratorio Iris (demo)',
  centro_indirizzo: 'Via Esempio 1',
  telefono: '',
  email: 'iris@example.org',
  titolo: '',
  sottotitolo: '',
  testo: '',
  sito_web: 'https://example.org/iris',
  attivo: true,
};

function fakeServer() {
  return answerFetch((request) => {
    if (request.path === '/api/admin/centri') {
      return { status: 200, body: { data: { items: [iris], total: 1, page: 1, pageSize: 20 } } };
    }
    if (request.path === '/api/admin/centri/7/stato') {
      return { status: 200, body: { data: { ...iris, attivo: false } } };
    }
    return { status: 500, body: {} };
  });
}

async function renderPage() {
  const screen = await renderWithApp(<CentresPage />);
  await loadAdminCatalog();
  return screen;
}

afterEach(() => vi.restoreAllMocks());

describe('the admin centres page, given one active laboratory', () => {
  it('lists it as active and disables it only after the confirmation', async () => {
    const sent = fakeServer();
    const screen = await renderPage();
    await expect.element(screen.getByText('Attivo', { exact: true })).toBeVisible();
    await screen.getByRole('button', { name: 'Disabilita Laboratorio Iris (demo)' }).click();
    const confirm = screen.getByRole('alertdialog', { name: 'Disabilitare Laboratorio Iris (demo)?' });
    await expect.element(confirm).toBeVisible();
    expect(sent.filter((request) => request.path.endsWith('/stato'))).toEqual([]);
    await confirm.getByRole('button', { name: 'Conferma' }).click();
    await vi.waitFor(() =>
      expect(sent.filter((request) => request.path.endsWith('/stato'))).toEqual([
        { method: 'POST', path: '/api/admin/centri/7/stato', body: { attivo: false } },
      ]),
    );
  });

  it("refuses a javascript: website in the edit dialog with 'URL non valido o mancante!' and sends nothing", async () => {
    const sent = fakeServer();
    const screen = await renderPage();
    await screen.getByRole('button', { name: 'Modifica Laboratorio Iris (demo)' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Modifica Laboratorio Iris (demo)' });
    await dialog.getByRole('textbox', { name: 'Sito web' }).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect.element(dialog.getByText('URL non valido o mancante!')).toBeVisible();
    expect(sent.filter((request) => request.path === '/api/admin/centri/7')).toEqual([]);
  });
});
