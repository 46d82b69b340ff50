import { TEXT_LIMITS } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { EmptyState } from '@cartella/ui/empty-state';
import { type RecordColumn, RecordList } from '@cartella/ui/record-list';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import { QueryView, type QueryViewProps } from '../../../lib/query-view.tsx';

/** One page of a paged admin list, as the server answers it. */
export interface AdminPage<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** The search and page a paged admin list shows, kept by the page that asks for the list. */
export function useAdminPaging() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  return { search, page, setSearch, setPage };
}

/** The number of pages of a paged answer: at least one, also when the list is empty. */
export function pageCount(answer: Pick<AdminPage<unknown>, 'total' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(answer.total / answer.pageSize));
}

interface AdminListBase<Row> {
  /** The page's heading and the table's name. */
  title: string;
  /** The add button's text and action, for a list that takes new entries. */
  add?: { label: string; onAdd: () => void };
  getRowKey: (row: Row) => string;
  columns: RecordColumn<Row>[];
  /** Shown when the list has no entry. */
  emptyTitle: string;
  /** The dialogs the page opens. */
  children?: ReactNode;
}

/** A list the server answers whole. */
interface WholeAdminList<Row> extends AdminListBase<Row> {
  query: QueryViewProps<Row[]>['query'];
}

/** A list the server answers a page at a time (pages of 20), optionally searched. */
export interface PagedAdminList<Row> extends AdminListBase<Row> {
  query: QueryViewProps<AdminPage<Row>>['query'];
  /** The search and page (useAdminPaging). */
  paging: ReturnType<typeof useAdminPaging>;
  /** The paging navigation's name. */
  pagesLabel: string;
  /** The search box's label, for a list that can be searched. */
  searchLabel?: string;
}

export type AdminListPageProps<Row> = WholeAdminList<Row> | PagedAdminList<Row>;

/**
 * An admin page of one list (issue #25; spec 001 section 2 "Admin screens"): its heading with the
 * add button, the search, the table, and the pages, each where the list has it.
 */
export function AdminListPage<Row>(props: AdminListPageProps<Row>) {
  const { title, add } = props;
  const heading = <h1 className="font-bold text-3xl text-brand">{title}</h1>;
  const table = (rows: Row[]) => (
    <RecordList
      caption={title}
      rows={rows}
      getRowKey={props.getRowKey}
      columns={props.columns}
      empty={<EmptyState title={props.emptyTitle} />}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      {add === undefined ? (
        heading
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          <Button onClick={add.onAdd}>{add.label}</Button>
        </div>
      )}
      {'paging' in props ? (
        <PagedList {...props} table={table} />
      ) : (
        <QueryView query={props.query}>{table}</QueryView>
      )}
      {props.children}
    </div>
  );
}

function PagedList<Row>({
  query,
  paging,
  pagesLabel,
  searchLabel,
  table,
}: PagedAdminList<Row> & { table: (rows: Row[]) => ReactNode }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const { page, setPage } = paging;

  function find(event: FormEvent) {
    event.preventDefault();
    paging.setSearch(typed.trim());
    setPage(1);
  }

  return (
    <>
      {searchLabel === undefined ? null : (
        <search>
          <form className="flex flex-wrap items-end gap-2" onSubmit={find}>
            <TextField
              label={searchLabel}
              value={typed}
              maxLength={TEXT_LIMITS.search}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button type="submit">{t`Cerca`}</Button>
          </form>
        </search>
      )}
      <QueryView query={query}>
        {(answer) => {
          const pages = pageCount(answer);
          return (
            <>
              {table(answer.items)}
              <nav aria-label={pagesLabel} className="flex items-center gap-3">
                <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t`Precedente`}
                </Button>
                <span>{t`Pagina ${page} di ${pages}`}</span>
                <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t`Successiva`}
                </Button>
              </nav>
            </>
          );
        }}
      </QueryView>
    </>
  );
}
