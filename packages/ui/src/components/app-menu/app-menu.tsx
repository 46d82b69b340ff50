import { clsx } from 'clsx';
import { ChevronDown, Menu, X } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';

export interface AppSubmenuItem {
  key: string;
  label: ReactNode;
  url: string;
  /** A picture beside the label; decorative (the label names the link). */
  image?: string;
  /** Opens in a new tab with rel="noopener noreferrer". */
  external?: boolean;
}

export interface AppMenuItem {
  key: string;
  label: ReactNode;
  url: string;
  image?: string;
  /** Only active items are links (spec part 1, section 2, shell). */
  active: boolean;
  submenu?: AppSubmenuItem[];
}

export interface MenuLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick?: () => void;
}

/** Renders an internal link (TanStack Router's Link in the app); defaults to a plain anchor. */
export type RenderMenuLink = (props: MenuLinkProps) => ReactNode;

const renderAnchor: RenderMenuLink = ({ children, ...props }) => <a {...props}>{children}</a>;

const itemClasses =
  'flex min-h-11 items-center gap-2 rounded-md px-3 py-2 font-semibold text-brand-strong hover:bg-brand-soft aria-[current=page]:bg-brand aria-[current=page]:text-white';

export interface AppMenuProps {
  items: AppMenuItem[];
  /** Accessible name of the nav ("Menu principale"). */
  navLabel: string;
  /** Text of the disclosure button shown on phones ("Menu"). */
  toggleLabel: string;
  /** The item of the current section, marked aria-current="page". */
  currentKey?: string;
  renderLink?: RenderMenuLink;
  /** Logo or product name at the start of the bar. */
  brand?: ReactNode;
  /** Slots at the end of the bar, rendered in this order. */
  account?: ReactNode;
  support?: ReactNode;
  logout?: ReactNode;
  languageSelect?: ReactNode;
  /**
   * Makes inactive items buttons that call this (the app opens SubscriptionGateDialog);
   * without it inactive items are plain, dimmed text.
   */
  onInactiveSelect?: (item: AppMenuItem) => void;
}

/**
 * The app's top menu. On phones the items fold behind a disclosure button (aria-expanded);
 * from 640 px up they are always shown.
 */
export function AppMenu({
  items,
  navLabel,
  toggleLabel,
  currentKey,
  renderLink = renderAnchor,
  brand,
  account,
  support,
  logout,
  languageSelect,
  onInactiveSelect,
}: AppMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const close = () => setOpen(false);
  const Icon = open ? X : Menu;
  const extras = [account, support, logout, languageSelect].filter(Boolean);

  return (
    <nav aria-label={navLabel} className="border-brand-soft border-b-2 bg-white px-2 py-1">
      <div className="flex flex-wrap items-center gap-2">
        {brand ? <div className="mr-2 flex items-center">{brand}</div> : null}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((current) => !current)}
          className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-brand px-3 font-semibold text-brand sm:hidden"
        >
          <Icon aria-hidden="true" className="size-5" />
          {toggleLabel}
        </button>
        <div
          id={listId}
          className={clsx(
            'w-full flex-col gap-2 sm:flex sm:w-auto sm:flex-1 sm:flex-row sm:items-center',
            open ? 'flex' : 'hidden',
          )}
        >
          <ul className="m-0 flex list-none flex-col gap-1 p-0 sm:flex-row sm:flex-wrap">
            {items.map((item) => {
              const content = (
                <>
                  {item.image ? <img src={item.image} alt="" className="size-6" /> : null}
                  {item.label}
                </>
              );
              let entry: ReactNode;
              if (item.active) {
                entry = renderLink({
                  href: item.url,
                  className: itemClasses,
                  children: content,
                  onClick: close,
                  ...(item.key === currentKey ? { 'aria-current': 'page' as const } : {}),
                });
              } else if (onInactiveSelect) {
                entry = (
                  <button
                    type="button"
                    data-state="inactive"
                    className={clsx(itemClasses, 'w-full text-muted')}
                    onClick={() => onInactiveSelect(item)}
                  >
                    {content}
                  </button>
                );
              } else {
                entry = (
                  <span
                    data-state="inactive"
                    className={clsx(itemClasses, 'text-muted hover:bg-transparent')}
                  >
                    {content}
                  </span>
                );
              }
              return <li key={item.key}>{entry}</li>;
            })}
          </ul>
          {extras.length > 0 ? (
            <ul className="m-0 flex list-none flex-col gap-1 p-0 sm:ml-auto sm:flex-row sm:items-center">
              {extras.map((extra, index) => (
                // The slots are fixed in number and order, so their position is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: see the comment above.
                <li key={index}>{extra}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </nav>
  );
}

export interface SubmenuProps {
  items: AppSubmenuItem[];
  /** Accessible name of the nav ("Sezioni di Terapie"). */
  navLabel: string;
  currentKey?: string;
  renderLink?: RenderMenuLink;
  /**
   * The text of the one button phones show instead of the entries ("Sezione: Visite"), naming the
   * current entry; it opens the list. Without it phones get the entries as a wrapping row too.
   */
  toggleLabel?: ReactNode;
}

/**
 * The selected section's entries, each with an optional picture (spec part 1, section 2, shell).
 * With `toggleLabel`, phones (below 640 px) see one section switcher instead of rows of entries:
 * a disclosure button naming the current entry that opens the list (Escape closes it again), so
 * the page's heading stays on the first screen (issue #37).
 */
export function Submenu({
  items,
  navLabel,
  currentKey,
  renderLink = renderAnchor,
  toggleLabel,
}: SubmenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const folds = toggleLabel !== undefined;
  const close = () => setOpen(false);
  return (
    <nav
      aria-label={navLabel}
      className="bg-brand-soft px-2 py-1"
      onKeyDown={(event) => {
        if (!folds || !open || event.key !== 'Escape') return;
        close();
        toggleRef.current?.focus();
      }}
    >
      {folds ? (
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((current) => !current)}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left font-semibold text-brand-strong hover:bg-white sm:hidden"
        >
          <span className="min-w-0 break-words">{toggleLabel}</span>
          <ChevronDown
            aria-hidden="true"
            className={clsx('size-5 shrink-0 transition-transform', open && 'rotate-180')}
          />
        </button>
      ) : null}
      <ul
        id={listId}
        className={clsx(
          'm-0 list-none gap-1 p-0',
          folds
            ? clsx(open ? 'flex flex-col pb-1' : 'hidden', 'sm:flex sm:flex-row sm:flex-wrap sm:pb-0')
            : 'flex flex-wrap',
        )}
      >
        {items.map((item) => {
          const content = (
            <>
              {item.image ? <img src={item.image} alt="" className="size-8" /> : null}
              {item.label}
            </>
          );
          return (
            <li key={item.key}>
              {item.external ? (
                <a
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={itemClasses}
                  onClick={close}
                >
                  {content}
                </a>
              ) : (
                renderLink({
                  href: item.url,
                  className: itemClasses,
                  children: content,
                  onClick: close,
                  ...(item.key === currentKey ? { 'aria-current': 'page' as const } : {}),
                })
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
