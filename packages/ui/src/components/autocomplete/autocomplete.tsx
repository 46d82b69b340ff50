import { clsx } from 'clsx';
import {
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { controlClasses, FieldShell, useFieldIds } from '../../internal/field.tsx';
import { LoadingIndicator } from '../loading-indicator/loading-indicator.tsx';

export interface AutocompleteProps<Option> {
  label: ReactNode;
  /** Looks options up for the typed text; the signal aborts when the user types on. */
  search: (query: string, signal: AbortSignal) => Promise<readonly Option[]> | readonly Option[];
  getOptionKey: (option: Option) => string;
  getOptionLabel: (option: Option) => string;
  /** Richer row content; the label is still what the input shows after choosing. */
  renderOption?: (option: Option) => ReactNode;
  /** The chosen option, or null when the user edits the text after choosing. */
  onSelect?: (option: Option | null) => void;
  onInputChange?: (text: string) => void;
  /** Characters needed before searching (spec: 2–3 for drugs, vaccines, investigations). */
  minChars?: number;
  /** Quiet time before searching, ms (spec: 700 for cities). */
  debounceMs?: number;
  /** Rows shown at most (spec: 10 for cities and vaccines). */
  maxResults?: number;
  /** Shown when the search found nothing ("Nessun risultato"). */
  noResults: ReactNode;
  /** Accessible name of the spinner while searching. */
  loadingLabel: string;
  description?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  /** Submits the chosen option's key through a hidden input. */
  name?: string;
  defaultInputValue?: string;
  id?: string;
  className?: string;
}

type SearchState = 'idle' | 'loading' | 'done';

/**
 * A text input that suggests options as the user types (WAI-ARIA combobox with listbox popup):
 * Arrow keys move through the rows, Enter chooses, Escape closes then clears.
 */
export function Autocomplete<Option>({
  label,
  search,
  getOptionKey,
  getOptionLabel,
  renderOption,
  onSelect,
  onInputChange,
  minChars = 1,
  debounceMs = 300,
  maxResults = 10,
  noResults,
  loadingLabel,
  description,
  error,
  placeholder,
  name,
  defaultInputValue = '',
  id,
  className,
}: AutocompleteProps<Option>) {
  const ids = useFieldIds(id, Boolean(description), Boolean(error));
  const listboxId = useId();
  const [text, setText] = useState(defaultInputValue);
  const [results, setResults] = useState<readonly Option[]>([]);
  const [state, setState] = useState<SearchState>('idle');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [selected, setSelected] = useState<Option | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  function runSearch(query: string) {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState('loading');
    setOpen(true);
    Promise.resolve(search(query, current.signal)).then(
      (found) => {
        if (current.signal.aborted) return;
        setResults(found.slice(0, maxResults));
        setActiveIndex(-1);
        setState('done');
      },
      () => {
        // A failed lookup shows no suggestions; the field keeps working as plain text and the
        // app reports the error through `error` if it needs to.
        if (current.signal.aborted) return;
        setResults([]);
        setState('idle');
        setOpen(false);
      },
    );
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    setText(next);
    onInputChange?.(next);
    if (selected !== null) {
      setSelected(null);
      onSelect?.(null);
    }
    clearTimeout(timer.current);
    controller.current?.abort();
    if (next.trim().length < minChars) {
      setResults([]);
      setState('idle');
      setOpen(false);
      return;
    }
    timer.current = setTimeout(() => runSearch(next.trim()), debounceMs);
  }

  function choose(option: Option) {
    setText(getOptionLabel(option));
    setSelected(option);
    setOpen(false);
    setActiveIndex(-1);
    onSelect?.(option);
  }

  const showList = open && state === 'done' && results.length > 0;

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (results.length === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((current) => (current + step + results.length) % results.length);
        return;
      }
      case 'Enter': {
        const option = showList ? results[activeIndex] : undefined;
        if (option === undefined) return;
        event.preventDefault();
        choose(option);
        return;
      }
      case 'Escape': {
        event.preventDefault();
        if (open) setOpen(false);
        else if (text !== '') handleChange({ target: { value: '' } } as ChangeEvent<HTMLInputElement>);
        return;
      }
      default:
        return;
    }
  }

  const optionId = (index: number) => `${listboxId}-option-${index}`;

  return (
    <FieldShell ids={ids} label={label} description={description} error={error} className={className}>
      <div className="relative">
        <input
          id={ids.controlId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? listboxId : undefined}
          aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          placeholder={placeholder}
          value={text}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onBlur={() => setOpen(false)}
          className={controlClasses}
        />
        {name ? (
          <input type="hidden" name={name} value={selected === null ? '' : getOptionKey(selected)} />
        ) : null}
        {open ? (
          <div className="absolute top-full right-0 left-0 z-50 mt-1 max-h-80 overflow-y-auto rounded-md border-2 border-muted bg-white shadow-lg">
            {state === 'loading' ? (
              <div className="p-3">
                <LoadingIndicator label={loadingLabel} size="sm" showLabel />
              </div>
            ) : null}
            {state === 'done' && results.length === 0 ? (
              <div role="status" className="p-3 text-black">
                {noResults}
              </div>
            ) : null}
            {showList ? (
              <div id={listboxId} role="listbox" aria-labelledby={ids.controlId} className="p-1">
                {results.map((option, index) => (
                  // Focus stays in the input (aria-activedescendant); mouse and touch choose by click.
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the input's onKeyDown handles the keyboard.
                  <div
                    key={getOptionKey(option)}
                    tabIndex={-1}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                    className={clsx(
                      'flex min-h-11 cursor-pointer items-center rounded px-3 py-2',
                      index === activeIndex ? 'bg-brand text-white' : 'text-black hover:bg-brand-soft',
                    )}
                  >
                    {renderOption ? renderOption(option) : getOptionLabel(option)}
                  </div>
                ))}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </FieldShell>
  );
}
