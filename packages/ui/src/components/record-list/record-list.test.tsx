import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { CollapsibleSection } from '../collapsible-section/collapsible-section.tsx';
import { type IconLabels, IconLabelsProvider } from '../icon-button/icon-button.tsx';
import { type RecordColumn, RecordList, type RowAction } from './record-list.tsx';

interface Contact {
  id: string;
  name: string;
  phone: string;
}

const contacts: Contact[] = [
  { id: '1', name: 'Mario Rossi', phone: '333 111 2222' },
  { id: '2', name: 'Lucia Bianchi', phone: '333 333 4444' },
  { id: '3', name: 'Niccolò Verdi', phone: '333 555 6666' },
];

const columns: RecordColumn<Contact>[] = [
  { key: 'name', header: 'Nome', cell: (contact) => contact.name },
  { key: 'phone', header: 'Telefono', cell: (contact) => contact.phone },
];

const labels: IconLabels = {
  pen: 'Modifica',
  lock: 'Riservatezza',
  trash: 'Elimina',
  eye: 'Visualizza',
  unknown: 'Titolo non disponibile',
};

function actions(onDelete: (contact: Contact) => void): RowAction<Contact>[] {
  return [
    { key: 'edit', icon: 'pen', label: (contact) => `Modifica ${contact.name}`, onSelect: vi.fn() },
    { key: 'lock', icon: 'lock', label: (contact) => `Riservatezza di ${contact.name}`, onSelect: vi.fn() },
    {
      key: 'delete',
      icon: 'trash',
      label: (contact) => `Elimina ${contact.name}`,
      onSelect: onDelete,
      showOnCompact: true,
    },
  ];
}

const common = {
  caption: 'Contatti di emergenza',
  columns,
  getRowKey: (contact: Contact) => contact.id,
  actionsHeader: 'Azioni',
  empty: 'Nessun contatto',
};

/** A list whose delete really removes the row. */
function Deletable() {
  const [rows, setRows] = useState(contacts);
  return (
    <IconLabelsProvider labels={labels}>
      <RecordList
        {...common}
        rows={rows}
        actions={actions((gone) => setRows((all) => all.filter((row) => row.id !== gone.id)))}
        compact={false}
      />
    </IconLabelsProvider>
  );
}

describe('RecordList', () => {
  describe('given rows on a wide screen', () => {
    it('renders a captioned table whose row actions work from the keyboard, and passes axe', async () => {
      const onDelete = vi.fn();
      const screen = await render(
        <IconLabelsProvider labels={labels}>
          <RecordList {...common} rows={contacts} actions={actions(onDelete)} compact={false} />
        </IconLabelsProvider>,
      );
      await expect.element(screen.getByRole('table', { name: 'Contatti di emergenza' })).toBeVisible();
      expect(screen.getByRole('row').elements()).toHaveLength(4);
      await expect.element(screen.getByRole('columnheader', { name: 'Azioni' })).toBeVisible();
      await expect.element(screen.getByRole('table')).toMatchScreenshot('record-list-table');
      (
        screen.getByRole('button', { name: 'Riservatezza di Lucia Bianchi' }).element() as HTMLElement
      ).focus();
      await userEvent.keyboard('{Tab}{Enter}');
      expect(onDelete).toHaveBeenCalledWith(contacts[1]);
      await expectNoAxeViolations(screen.container);
    });
  });
  describe('given a phone and no label for other actions', () => {
    it('shows one card per row with every action as an icon button of at least 44 px, and passes axe', async () => {
      const screen = await render(
        <IconLabelsProvider labels={labels}>
          <RecordList {...common} rows={contacts} actions={actions(vi.fn())} compact />
        </IconLabelsProvider>,
      );
      expect(screen.getByRole('listitem').elements()).toHaveLength(3);
      expect(screen.getByRole('button').elements()).toHaveLength(9);
      for (const name of ['Modifica Mario Rossi', 'Riservatezza di Mario Rossi', 'Elimina Mario Rossi']) {
        const button = screen.getByRole('button', { name });
        await expect.element(button).toBeVisible();
        const box = button.element().getBoundingClientRect();
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      }
      await expectNoAxeViolations(screen.container);
    });
  });
  describe('given a phone and a label for the other actions', () => {
    it('offers every other action, named in words, behind Altre azioni, and passes axe', async () => {
      const onEdit = vi.fn();
      const rowActions = actions(vi.fn()).map((action) =>
        action.key === 'edit' ? { ...action, onSelect: onEdit } : action,
      );
      const screen = await render(
        <IconLabelsProvider labels={labels}>
          <RecordList
            {...common}
            rows={contacts}
            actions={rowActions}
            moreActionsLabel="Altre azioni"
            compact
          />
        </IconLabelsProvider>,
      );
      const more = screen.getByRole('button', { name: 'Altre azioni' }).nth(1);
      await expect.element(more).toHaveAttribute('aria-expanded', 'false');
      await expect
        .element(screen.getByRole('button', { name: 'Modifica Lucia Bianchi' }))
        .not.toBeInTheDocument();
      await more.click();
      await expect.element(more).toHaveAttribute('aria-expanded', 'true');
      await expect
        .element(screen.getByRole('button', { name: 'Riservatezza di Lucia Bianchi' }))
        .toBeVisible();
      await screen.getByRole('button', { name: 'Modifica Lucia Bianchi' }).click();
      expect(onEdit).toHaveBeenCalledWith(contacts[1]);
      await expectNoAxeViolations(screen.container);
    });
  });
  describe('given the Altre azioni list is open', () => {
    it('folds it with Escape and gives the focus back to its button', async () => {
      const screen = await render(
        <IconLabelsProvider labels={labels}>
          <RecordList
            {...common}
            rows={contacts}
            actions={actions(vi.fn())}
            moreActionsLabel="Altre azioni"
            compact
          />
        </IconLabelsProvider>,
      );
      const more = screen.getByRole('button', { name: 'Altre azioni' }).first();
      (more.element() as HTMLElement).focus();
      await userEvent.keyboard('{Enter}');
      await expect.element(more).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{Tab}');
      await expect.element(screen.getByRole('button', { name: 'Modifica Mario Rossi' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect.element(more).toHaveAttribute('aria-expanded', 'false');
      await expect.element(more).toHaveFocus();
      await expect
        .element(screen.getByRole('button', { name: 'Modifica Mario Rossi' }))
        .not.toBeInTheDocument();
    });
  });
  describe('given a phone and a list inside a card', () => {
    it('divides the rows with rules instead of drawing a card per row', async () => {
      const screen = await render(
        <IconLabelsProvider labels={labels}>
          <CollapsibleSection title="Contatti di emergenza">
            <RecordList {...common} rows={contacts} actions={actions(vi.fn())} compact />
          </CollapsibleSection>
        </IconLabelsProvider>,
      );
      const list = screen.container.querySelector('[data-layout="compact"]') as HTMLElement;
      expect(list.dataset.surface).toBe('divided');
      const row = screen.getByRole('listitem').first().element();
      expect(getComputedStyle(row).borderTopWidth).toBe('0px');
      expect(getComputedStyle(row).borderLeftWidth).toBe('0px');
      await expectNoAxeViolations(screen.container);
    });
  });
  describe('given a phone-wide list with a date and a long text', () => {
    it('keeps the date on one line and wraps the text between words only', async () => {
      interface Visit {
        id: string;
        date: string;
        notes: string;
      }
      const screen = await render(
        <div style={{ width: '320px' }}>
          <RecordList<Visit>
            caption="Visite"
            compact
            rows={[
              {
                id: '1',
                date: '12/05/2026 09:05',
                notes: 'Colesterolo LDL 112 mg/dL, nessun disturbo muscolare; terapia confermata.',
              },
            ]}
            getRowKey={(visit) => visit.id}
            columns={[
              {
                key: 'date',
                header: 'Frequenza cardiaca del giorno',
                cell: (visit) => visit.date,
                noWrap: true,
              },
              { key: 'notes', header: 'Osservazioni', cell: (visit) => visit.notes },
            ]}
            empty="Nessuna visita"
          />
        </div>,
      );
      const date = screen.getByText('12/05/2026 09:05').element();
      const lineHeight = Number.parseFloat(getComputedStyle(date).lineHeight);
      expect(date.getBoundingClientRect().height).toBe(lineHeight);
      const notes = screen.getByText(/^Colesterolo/).element();
      expect(notes.getBoundingClientRect().height).toBeGreaterThan(lineHeight);
      expect(getComputedStyle(notes).overflowWrap).toBe('break-word');
      expect(notes.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    });
  });
  describe('given a row whose action holds focus leaves the list', () => {
    it('moves focus to the row that took its place, not to the page body', async () => {
      const screen = await render(<Deletable />);
      (screen.getByRole('button', { name: 'Elimina Lucia Bianchi' }).element() as HTMLElement).focus();
      await userEvent.keyboard('{Enter}');
      await expect
        .element(screen.getByRole('button', { name: 'Elimina Lucia Bianchi' }))
        .not.toBeInTheDocument();
      await expect.element(screen.getByRole('button', { name: 'Modifica Niccolò Verdi' })).toHaveFocus();
    });
  });
  describe('given no compact prop', () => {
    it('follows the 640 px breakpoint', async () => {
      await page.viewport(400, 700);
      try {
        const screen = await render(
          <IconLabelsProvider labels={labels}>
            <RecordList {...common} rows={contacts} actions={actions(vi.fn())} />
          </IconLabelsProvider>,
        );
        expect(screen.container.querySelector('[data-layout="compact"]')).not.toBeNull();
        await page.viewport(1024, 768);
        await expect.poll(() => screen.container.querySelector('[data-layout="table"]')).not.toBeNull();
      } finally {
        await page.viewport(1024, 768);
      }
    });
  });
  describe('given a search with a minimum of 3 characters', () => {
    it('filters only from the third character, ignoring accents and case', async () => {
      const screen = await render(
        <RecordList
          {...common}
          rows={contacts}
          compact={false}
          search={{
            label: 'Cerca',
            minChars: 3,
            hint: 'Almeno 3 caratteri',
            getText: (contact) => contact.name,
          }}
          noMatches="Nessun risultato"
        />,
      );
      const box = screen.getByRole('searchbox', { name: 'Cerca' });
      await expect.element(box).toHaveAccessibleDescription('Almeno 3 caratteri');
      await userEvent.keyboard('{Tab}ni');
      expect(screen.getByRole('row').elements()).toHaveLength(4);
      await userEvent.keyboard('c');
      expect(screen.getByRole('row').elements()).toHaveLength(2);
      await expect.element(screen.getByRole('cell', { name: 'Niccolò Verdi' })).toBeVisible();
      await userEvent.keyboard('xyz');
      await expect.element(screen.getByRole('status')).toHaveTextContent('Nessun risultato');
      await expectNoAxeViolations(screen.container);
    });
  });
  describe('given server-side search', () => {
    it('reports the query once long enough and an empty query below', async () => {
      const onSearch = vi.fn();
      await render(
        <RecordList
          {...common}
          rows={contacts}
          compact={false}
          search={{ label: 'Cerca', minChars: 2, onSearch }}
        />,
      );
      await userEvent.keyboard('{Tab}M');
      expect(onSearch).toHaveBeenLastCalledWith('');
      await userEvent.keyboard('a');
      expect(onSearch).toHaveBeenLastCalledWith('Ma');
    });
  });
  describe('given no rows', () => {
    it('shows the empty state and no table', async () => {
      const screen = await render(
        <RecordList {...common} rows={[]} compact={false} search={{ label: 'Cerca', minChars: 3 }} />,
      );
      await expect.element(screen.getByText('Nessun contatto')).toBeVisible();
      expect(screen.container.querySelector('table')).toBeNull();
      expect(screen.container.querySelector('input')).toBeNull();
    });
  });
  describe('given each tone', () => {
    it('keeps header contrast', async () => {
      const screen = await render(
        <>
          <RecordList {...common} caption="Terapie in Corso" rows={contacts} tone="current" compact={false} />
          <RecordList {...common} caption="Terapie Concluse" rows={contacts} tone="ended" compact={false} />
          <RecordList
            {...common}
            caption="Farmaci Vietati"
            rows={contacts}
            tone="forbidden"
            compact={false}
          />
        </>,
      );
      await expectNoAxeViolations(screen.container);
    });
  });
});
