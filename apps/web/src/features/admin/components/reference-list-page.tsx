import { TEXT_LIMITS } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { useConfirm } from '@cartella/ui/confirm-dialog';
import { EmptyState } from '@cartella/ui/empty-state';
import { type RecordColumn, RecordList } from '@cartella/ui/record-list';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { failureText } from './failure-text.ts';

interface ReferencePage<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** The search and page a reference list shows, kept by the page that asks for the list. */
export function useReferencePaging() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  return { search, page, setSearch, setPage };
}

export interface ReferenceListPageProps<Row extends { attivo: boolean }> {
  /** The page's heading and the table's name. */
  title: string;
  /** The add button's text. */
  addLabel: string;
  /** The search box's label. */
  searchLabel: string;
  /** Shown when no entry matches. */
  emptyTitle: string;
  /** The paging navigation's name. */
  pagesLabel: string;
  /** The search and page (useReferencePaging). */
  paging: ReturnType<typeof useReferencePaging>;
  /** The page of the list for that search. */
  list: UseQueryResult<ReferencePage<Row>>;
  getRowKey: (row: Row) => string;
  /** The entry's name, in button names and questions ("Disabilita <name>"). */
  nameOf: (row: Row) => string;
  /** The list's own columns; the state and the actions follow. */
  columns: RecordColumn<Row>[];
  setActive: (row: Row, attivo: boolean) => Promise<unknown>;
  /** The add (row null) or edit dialog; it calls onClose when it closes. */
  renderForm: (row: Row | null, onClose: () => void) => ReactNode;
}

/**
 * An admin reference list (issue #25): search, pages of 20, add, edit, and disable or enable.
 * Entries are never deleted: a disabled one is no longer offered to patients.
 */
export function ReferenceListPage<Row extends { attivo: boolean }>(props: ReferenceListPageProps<Row>) {
  const { t } = useLingui();
  const toast = useToast();
  const confirm = useConfirm();
  const [typed, setTyped] = useState('');
  const { page, setSearch, setPage } = props.paging;
  const { list } = props;
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);

  function find(event: FormEvent) {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  }

  async function toggle(row: Row) {
    const name = props.nameOf(row);
    const confirmed = await confirm({
      title: row.attivo ? t`Disabilitare ${name}?` : t`Abilitare ${name}?`,
      description: row.attivo
        ? t`Non sarà più proposto ai pazienti; i dati che lo citano lo conservano.`
        : t`Sarà di nuovo proposto ai pazienti.`,
      confirmLabel: t`Conferma`,
      cancelLabel: t`Annulla`,
    });
    if (!confirmed) return;
    try {
      await props.setActive(row, !row.attivo);
      toast.show({ variant: 'success', title: row.attivo ? t`Voce disabilitata` : t`Voce abilitata` });
    } catch (error) {
      toast.show({ variant: 'error', title: failureText(error) });
    }
  }

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-bold text-3xl text-brand">{props.title}</h1>
        <Button onClick={() => setEditing({ row: null })}>{props.addLabel}</Button>
      </div>
      <search>
        <form className="flex flex-wrap items-end gap-2" onSubmit={find}>
          <TextField
            label={props.searchLabel}
            value={typed}
            maxLength={TEXT_LIMITS.search}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit">{t`Cerca`}</Button>
        </form>
      </search>
      {list.isPending ? null : list.isError ? (
        <p role="alert" className="font-semibold text-danger-strong">
          {list.error.message}
        </p>
      ) : (
        <>
          <RecordList
            caption={props.title}
            rows={list.data.items}
            getRowKey={props.getRowKey}
            columns={[
              ...props.columns,
              { key: 'stato', header: t`Stato`, cell: (row) => (row.attivo ? t`Attivo` : t`Disabilitato`) },
              {
                key: 'azioni',
                header: t`Azioni`,
                cell: (row) => {
                  const name = props.nameOf(row);
                  return (
                    <div className="flex flex-wrap gap-2">
                      <Button variant="secondary" onClick={() => setEditing({ row })}>
                        {t`Modifica ${name}`}
                      </Button>
                      <Button variant={row.attivo ? 'danger' : 'secondary'} onClick={() => void toggle(row)}>
                        {row.attivo ? t`Disabilita ${name}` : t`Abilita ${name}`}
                      </Button>
                    </div>
                  );
                },
              },
            ]}
            empty={<EmptyState title={props.emptyTitle} />}
          />
          <nav aria-label={props.pagesLabel} className="flex items-center gap-3">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t`Precedente`}
            </Button>
            <span>{t`Pagina ${page} di ${pages}`}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t`Successiva`}
            </Button>
          </nav>
        </>
      )}
      {editing ? props.renderForm(editing.row, () => setEditing(null)) : null}
    </div>
  );
}
