import { useRef, useState } from 'react';

/** Classes shared by every dialog (Radix Dialog and Alert Dialog parts). */
export const overlayClasses = 'fixed inset-0 z-40 bg-black/50';
export const contentClasses =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-6 text-black shadow-xl focus:outline-none';
export const contentSizeClasses = { md: 'max-w-lg', lg: 'max-w-3xl' } as const;
export type DialogSize = keyof typeof contentSizeClasses;
export const titleClasses = 'font-bold text-xl text-brand-strong';
export const descriptionClasses = 'text-black';
export const actionsClasses = 'flex flex-wrap justify-end gap-3 pt-2';

export interface OpenStateProps {
  /** Controlled open state. */
  open?: boolean;
  /** Open at first render when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Controlled when `open` is given, otherwise internal (the Radix convention). */
export function useOpenState({ open, defaultOpen = false, onOpenChange }: OpenStateProps) {
  const [internalOpen, setInternalOpen] = useState(defaultOpen);
  const isOpen = open ?? internalOpen;
  function setOpen(next: boolean) {
    if (open === undefined) setInternalOpen(next);
    onOpenChange?.(next);
  }
  return [isOpen, setOpen] as const;
}

/**
 * Runs a confirm handler that may be async and may veto closing by returning false
 * (a FormModal whose fields failed validation stays open).
 */
export function usePendingConfirm() {
  const [pending, setPending] = useState(false);
  async function run(handler: (() => unknown) | undefined): Promise<boolean> {
    if (!handler) return true;
    const result = handler();
    if (!(result instanceof Promise)) return result !== false;
    setPending(true);
    try {
      return (await result) !== false;
    } finally {
      setPending(false);
    }
  }
  return { pending, run };
}

/**
 * Returns focus to the control that opened a dialog when it closes (WCAG 2.4.3), also when the
 * dialog was opened from state rather than from a Radix trigger (a row's action, a menu item).
 * When that control has gone (its row was deleted), focus goes to the nearest section or list
 * around it, never to the page body. Spread the result on the Radix Content part.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const fallback = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      fallback.current = opener.current?.closest<HTMLElement>('[data-focus-fallback], section, main') ?? null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current?.isConnected ? opener.current : fallback.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      if (target !== opener.current && !target.hasAttribute('tabindex'))
        target.setAttribute('tabindex', '-1');
      target.focus();
    },
  };
}
