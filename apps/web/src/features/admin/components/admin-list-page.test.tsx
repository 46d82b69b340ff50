import { describe, expect, it, vi } from 'vitest';
import { loadAdminCatalog } from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { AdminListPage, pageCount, useAdminPaging } from './admin-list-page.tsx';

interface Role {
  id: number;
  name: string;
}

const columns = [{ key: 'name', header: 'Nome', cell: (row: Role) => row.name }];

function loaded<Data>(data: Data) {
  return { isPending: false, isError: false, error: null, data };
}

/** A paged list of `total` roles, 20 a page, whose shown page and search are printed under it. */
function PagedRoles({ total }: { total: number }) {
  const paging = useAdminPaging();
  const items = [{ id: paging.page, name: `Ruolo della pagina ${paging.page}` }];
  return (
    <AdminListPage
      title="Ruoli"
      query={loaded({ items, total, page: paging.page, pageSize: 20 })}
      paging={paging}
      pagesLabel="Pagine dei ruoli"
      searchLabel="Cerca per nome"
      getRowKey={(row) => String(row.id)}
      columns={columns}
      emptyTitle="Nessun ruolo"
    >
      <output>{`Ricerca: ${paging.search}`}</output>
    </AdminListPage>
  );
}

async function renderAdmin(ui: Parameters<typeof renderWithApp>[0]) {
  return renderWithApp(ui, { pageCatalog: loadAdminCatalog });
}

describe('the number of pages of a paged answer', () => {
  it('is one for an empty list', () => {
    expect(pageCount({ total: 0, pageSize: 20 })).toBe(1);
  });

  it('counts a last page that is not full', () => {
    expect(pageCount({ total: 41, pageSize: 20 })).toBe(3);
  });
});

describe('an admin list answered whole', () => {
  it('has its heading, an add button that asks the page to add, and its table named by the title', async () => {
    const onAdd = vi.fn();
    const screen = await renderAdmin(
      <AdminListPage
        title="Ruoli"
        add={{ label: 'Aggiungi ruolo', onAdd }}
        query={loaded([{ id: 1, name: 'Paziente' }])}
        getRowKey={(row) => String(row.id)}
        columns={columns}
        emptyTitle="Nessun ruolo"
      />,
    );
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Ruoli' })).toBeVisible();
    await expect.element(screen.getByRole('table', { name: 'Ruoli' })).toBeVisible();
    await screen.getByRole('button', { name: 'Aggiungi ruolo' }).click();
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it("shows the failure's message as an alert when the list could not load", async () => {
    const screen = await renderAdmin(
      <AdminListPage
        title="Ruoli"
        query={{
          isPending: false,
          isError: true,
          error: new Error('Servizio non disponibile'),
          data: undefined,
        }}
        getRowKey={(row: Role) => String(row.id)}
        columns={columns}
        emptyTitle="Nessun ruolo"
      />,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Servizio non disponibile');
  });
});

describe('an admin list answered a page at a time, given 41 entries', () => {
  it('starts on the first of three pages and moves to the next one', async () => {
    const screen = await renderAdmin(<PagedRoles total={41} />);
    const pages = screen.getByRole('navigation', { name: 'Pagine dei ruoli' });
    await expect.element(pages.getByText('Pagina 1 di 3')).toBeVisible();
    await expect.element(pages.getByRole('button', { name: 'Precedente' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Successiva' }).click();
    await expect.element(pages.getByText('Pagina 2 di 3')).toBeVisible();
    await expect.element(screen.getByText('Ruolo della pagina 2')).toBeVisible();
  });

  it('searches for the trimmed text and goes back to the first page', async () => {
    const screen = await renderAdmin(<PagedRoles total={41} />);
    await screen.getByRole('button', { name: 'Successiva' }).click();
    await screen.getByRole('textbox', { name: 'Cerca per nome' }).fill('  medico ');
    await screen.getByRole('button', { name: 'Cerca' }).click();
    await expect.element(screen.getByText('Ricerca: medico')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Pagine dei ruoli' });
    await expect.element(pages.getByText('Pagina 1 di 3')).toBeVisible();
  });
});
