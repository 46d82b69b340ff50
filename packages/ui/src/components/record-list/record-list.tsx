import { clsx } from 'clsx';
import { Ellipsis, Search } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { controlClasses } from '../../internal/field.tsx';
import { InsideCardContext } from '../../internal/surface.ts';
import { type Tone, toneClasses } from '../../internal/tones.ts';
import {
  IconButton,
  type IconButtonTone,
  type IconName,
  iconGlyphs,
  useIconLabel,
} from '../icon-button/icon-button.tsx';
import { useCompact } from '../use-media-query/use-media-query.ts';

export interface RecordColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /**
   * Keeps the value on one line (dates, times, phone numbers, short codes): "12/05/2026" never
   * reads "12/05/20 / 26". Other values wrap between words, and inside a word only when that word
   * alone is wider than the line (a long e-mail or web address).
   */
  noWrap?: boolean;
}

export interface RowAction<Row> {
  key: string;
  /** An icon of the spec's map (eye, pen, lock, trash, info, up-down, download, envelope, …). */
  icon: IconName | (string & {});
  /** A row-specific name ("Elimina Mario Rossi"); defaults to the icon's label from IconLabelsProvider. */
  label?: (row: Row) => string;
  onSelect: (row: Row) => void;
  /**
   * Shown as an icon on phones when the list has `moreActionsLabel`; the other actions then sit
   * in the row's 'Altre azioni' disclosure, named in words. Without `moreActionsLabel` every
   * action stays an icon on phones. No action is ever dropped at any width (issue #37; the spec's
   * "only delete, or delete and view, on small screens" is a recorded deviation).
   */
  showOnCompact?: boolean;
  /** Hides the action for some rows (no download without a file). */
  isHidden?: (row: Row) => boolean;
  tone?: IconButtonTone;
}

export interface RecordListSearch<Row> {
  /** The search box's label. */
  label: string;
  /** Characters needed before the list is filtered (fewer show every row). */
  minChars: number;
  /** Hint under the box ("Almeno 3 caratteri"). */
  hint?: ReactNode;
  /** The text a row is matched against; case and accents are ignored. */
  getText?: (row: Row) => string;
  /** Server-side search: called with the query (or "" when below minChars); rows are not filtered here. */
  onSearch?: (query: string) => void;
}

export interface RecordListProps<Row> {
  /** Names the table for screen readers (the section's title). */
  caption: ReactNode;
  /** Show the caption visually too; usually the surrounding section already does. */
  showCaption?: boolean;
  columns: RecordColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  actions?: RowAction<Row>[];
  /** Header of the actions column ("Azioni"). */
  actionsHeader?: ReactNode;
  /**
   * The text of the phone row's disclosure that holds the actions not marked showOnCompact
   * ("Altre azioni"). Without it every action of a phone row is an icon button.
   */
  moreActionsLabel?: string;
  search?: RecordListSearch<Row>;
  /** Shown when there are no rows at all. */
  empty: ReactNode;
  /** Shown when the search filters every row out. */
  noMatches?: ReactNode;
  tone?: Tone;
  /** Forces the phone layout on or off; by default it follows the compact media query. */
  compact?: boolean;
  className?: string;
}

/** One line for the values that must stay whole; otherwise wrapping between words first. */
function valueWrapClasses(noWrap: boolean | undefined): string {
  return noWrap ? 'whitespace-nowrap' : 'break-words';
}

function normalise(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * A list of records: a table on wider screens, one card per row on phones (rows divided by rules
 * instead when the list sits in a card already). Row actions are icon buttons with tooltips, at
 * least 44 px; on phones with `moreActionsLabel` the actions not marked showOnCompact sit behind
 * 'Altre azioni'. Every action is reachable at every width.
 */
export function RecordList<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  getRowKey,
  actions = [],
  actionsHeader,
  moreActionsLabel,
  search,
  empty,
  noMatches,
  tone = 'default',
  compact,
  className,
}: RecordListProps<Row>) {
  const mediaCompact = useCompact();
  const isCompact = compact ?? mediaCompact;
  const insideCard = useContext(InsideCardContext);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const hintId = `${searchId}-hint`;
  const colours = toneClasses[tone];

  const activeQuery = search && query.trim().length >= search.minChars ? query.trim() : '';
  const visibleRows =
    activeQuery && search?.getText && !search.onSearch
      ? rows.filter((row) => normalise(search.getText?.(row) ?? '').includes(normalise(activeQuery)))
      : rows;
  const listRef = useFocusKeptInList(visibleRows.length);

  function renderActions(row: Row) {
    const shown = actions.filter((action) => !action.isHidden?.(row));
    const more = isCompact && moreActionsLabel ? shown.filter((action) => !action.showOnCompact) : [];
    if (more.length > 0 && moreActionsLabel) {
      return (
        <CompactActions
          row={row}
          primary={shown.filter((action) => action.showOnCompact)}
          more={more}
          label={moreActionsLabel}
        />
      );
    }
    return (
      <div className="flex flex-wrap justify-end gap-1">
        {shown.map((action) => (
          <RowActionButton key={action.key} action={action} row={row} />
        ))}
      </div>
    );
  }

  let body: ReactNode;
  if (rows.length === 0) {
    body = empty;
  } else if (visibleRows.length === 0) {
    body = <div role="status">{noMatches ?? empty}</div>;
  } else if (isCompact) {
    body = (
      <ul
        aria-label={typeof caption === 'string' ? caption : undefined}
        className={clsx(
          'm-0 flex list-none flex-col p-0',
          insideCard ? 'divide-y-2 divide-ended-soft' : 'gap-2',
        )}
        data-layout="compact"
        data-surface={insideCard ? 'divided' : 'cards'}
      >
        {visibleRows.map((row) => (
          <li
            key={getRowKey(row)}
            data-row=""
            className={clsx(
              insideCard
                ? 'py-3 first:pt-0 last:pb-0'
                : clsx('rounded-md border-2 bg-white p-3', colours.border),
            )}
          >
            {/* The labels take at most 45% of the row, so a value keeps room to stay whole. */}
            <dl className="m-0 grid grid-cols-[fit-content(45%)_minmax(0,1fr)] items-start gap-x-3 gap-y-1">
              {columns.map((column) => (
                <div key={column.key} className="contents">
                  <dt className="font-semibold text-muted">{column.header}</dt>
                  <dd className={clsx('m-0 min-w-0 text-black', valueWrapClasses(column.noWrap))}>
                    {column.cell(row)}
                  </dd>
                </div>
              ))}
            </dl>
            {actions.length > 0 ? <div className="mt-2">{renderActions(row)}</div> : null}
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left" data-layout="table">
          <caption className={showCaption ? 'pb-2 text-left font-bold text-lg' : 'sr-only'}>
            {caption}
          </caption>
          <thead>
            <tr className={clsx(colours.background, colours.text)}>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="px-3 py-2 font-semibold">
                  {column.header}
                </th>
              ))}
              {actions.length > 0 ? (
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {actionsHeader}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {visibleRows.map((row) => (
              <tr key={getRowKey(row)} data-row="" className="border-ended-soft border-b-2">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={clsx('px-3 py-2 align-middle text-black', valueWrapClasses(column.noWrap))}
                  >
                    {column.cell(row)}
                  </td>
                ))}
                {actions.length > 0 ? <td className="px-1 py-1 align-middle">{renderActions(row)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div
      ref={listRef}
      className={clsx('flex flex-col gap-3', className)}
      data-tone={tone}
      data-focus-fallback=""
    >
      {search && rows.length > 0 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="font-semibold text-black">
            {search.label}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-3 left-3 size-5 text-muted"
            />
            <input
              id={searchId}
              type="search"
              value={query}
              aria-describedby={search.hint ? hintId : undefined}
              onChange={(event) => {
                const next = event.target.value;
                setQuery(next);
                const effective = next.trim().length >= search.minChars ? next.trim() : '';
                search.onSearch?.(effective);
              }}
              className={clsx(controlClasses, 'pl-10')}
            />
          </div>
          {search.hint ? (
            <p id={hintId} className="m-0 text-muted text-sm">
              {search.hint}
            </p>
          ) : null}
        </div>
      ) : null}
      {body}
    </div>
  );
}

/**
 * A phone row's actions: the icons marked showOnCompact, then 'Altre azioni', a disclosure listing
 * every other action with its name in words (docs/spec-deviations/ui.md, "Mobile row actions").
 */
function CompactActions<Row>({
  row,
  primary,
  more,
  label,
}: {
  row: Row;
  primary: RowAction<Row>[];
  more: RowAction<Row>[];
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape, on the button or in the list, folds the open list and gives the focus to the button.
  const foldOnEscape = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    setOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap justify-end gap-1">
        {primary.map((action) => (
          <RowActionButton key={action.key} action={action} row={row} />
        ))}
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
          onKeyDown={foldOnEscape}
          className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-brand px-3 font-semibold text-brand focus-visible:outline-3 focus-visible:outline-brand-strong focus-visible:outline-offset-2"
        >
          <Ellipsis aria-hidden="true" className="size-5" />
          {label}
        </button>
      </div>
      <fieldset
        id={panelId}
        hidden={!open}
        className="m-0 flex flex-col gap-1 border-0 p-0"
        onKeyDown={foldOnEscape}
      >
        <legend className="sr-only">{label}</legend>
        {more.map((action) => (
          <MoreAction key={action.key} action={action} row={row} />
        ))}
      </fieldset>
    </div>
  );
}

/** A row's action as an icon button (2.5 rem: 45 px), named for the row when the action gives a label. */
function RowActionButton<Row>({ action, row }: { action: RowAction<Row>; row: Row }) {
  return (
    <IconButton
      icon={action.icon}
      {...(action.label ? { label: action.label(row) } : {})}
      {...(action.tone ? { tone: action.tone } : {})}
      onClick={() => action.onSelect(row)}
    />
  );
}

function MoreAction<Row>({ action, row }: { action: RowAction<Row>; row: Row }) {
  const text = useIconLabel(action.icon, action.label?.(row));
  const Glyph = action.icon in iconGlyphs ? iconGlyphs[action.icon as IconName] : Ellipsis;
  return (
    <button
      type="button"
      onClick={() => action.onSelect(row)}
      className="flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-left text-black hover:bg-ended-soft focus-visible:outline-3 focus-visible:outline-brand-strong focus-visible:outline-offset-2"
    >
      <Glyph aria-hidden="true" className="size-5 shrink-0 text-brand" />
      {text}
    </button>
  );
}

/**
 * After a row holding focus leaves the list (deleted, moved to another list), focus stays in the
 * list (the first action of the row that took its place, else of the last row, else the list
 * itself) instead of falling to the page body.
 */
function useFocusKeptInList(rowCount: number) {
  const ref = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const focusedRow = useRef(0);
  const previousCount = useRef(rowCount);
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const onFocusIn = (event: FocusEvent) => {
      hadFocus.current = true;
      const row = event.target instanceof Element ? event.target.closest('[data-row]') : null;
      if (row) focusedRow.current = [...list.querySelectorAll('[data-row]')].indexOf(row);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !list.contains(next)) hadFocus.current = false;
    };
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('focusout', onFocusOut);
    return () => {
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  useLayoutEffect(() => {
    const shrank = rowCount < previousCount.current;
    previousCount.current = rowCount;
    const list = ref.current;
    if (!shrank || !list || !hadFocus.current) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const rows = list.querySelectorAll('[data-row]');
    const row = rows[Math.min(focusedRow.current, rows.length - 1)];
    const firstAction = row?.querySelector<HTMLElement>('button');
    if (firstAction) firstAction.focus();
    else {
      list.setAttribute('tabindex', '-1');
      list.focus();
    }
  }, [rowCount]);
  return ref;
}
