import * as Collapsible from '@radix-ui/react-collapsible';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { InsideCardContext } from '../../internal/surface.ts';
import { type Tone, toneClasses } from '../../internal/tones.ts';

const storagePrefix = 'cartella-ui:collapsible:';

function readRemembered(storageKey: string | undefined): boolean | undefined {
  if (!storageKey) return undefined;
  try {
    const stored = sessionStorage.getItem(storagePrefix + storageKey);
    return stored === null ? undefined : stored === 'open';
  } catch {
    // Storage can be blocked (private mode, embedded frames): the section simply forgets.
    return undefined;
  }
}

function remember(storageKey: string | undefined, open: boolean) {
  if (!storageKey) return;
  try {
    sessionStorage.setItem(storagePrefix + storageKey, open ? 'open' : 'closed');
  } catch {
    // See readRemembered: forgetting is the graceful fallback.
  }
}

export interface CollapsibleSectionProps {
  title: ReactNode;
  children: ReactNode;
  /** Remembers open/closed under this key in sessionStorage, for the browser session. */
  storageKey?: string;
  defaultOpen?: boolean;
  /** Buttons beside the title (an add button); they stay outside the toggle. */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Green/grey/pink lists of the therapy and diagnosis pages. */
  tone?: Tone;
  className?: string;
  onOpenChange?: (open: boolean) => void;
}

/** A section whose body folds under its heading (Radix Collapsible), state kept per key. */
export function CollapsibleSection({
  title,
  children,
  storageKey,
  defaultOpen = true,
  actions,
  headingLevel = 2,
  tone = 'default',
  className,
  onOpenChange,
}: CollapsibleSectionProps) {
  const [open, setOpen] = useState(() => readRemembered(storageKey) ?? defaultOpen);
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const colours = toneClasses[tone];
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        remember(storageKey, next);
        onOpenChange?.(next);
      }}
      asChild
    >
      <section
        aria-labelledby={headingId}
        data-tone={tone}
        className={clsx('rounded-lg border-2 bg-white', colours.border, className)}
      >
        <div
          className={clsx(
            'flex items-center gap-2 rounded-t-md pr-2',
            colours.background,
            !open && 'rounded-b-md',
          )}
        >
          <Heading id={headingId} className="m-0 flex-1">
            <Collapsible.Trigger
              className={clsx(
                'group flex min-h-11 w-full items-center gap-2 px-3 py-2 text-left font-bold text-lg',
                colours.text,
              )}
            >
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 transition-transform group-data-[state=closed]:-rotate-90"
              />
              {title}
            </Collapsible.Trigger>
          </Heading>
          {actions}
        </div>
        <Collapsible.Content className="p-3">
          <InsideCardContext value>{children}</InsideCardContext>
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
