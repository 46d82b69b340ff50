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
function usePendingConfirm() {
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
 * A dialog that ends with a result: its open state, a confirm that may be running (`run`), and
 * `finish`, which closes it and reports true (confirmed) or false. `frame` goes on the ModalFrame:
 * its trigger opens it, and Escape, the overlay or a close button finish it with false, except
 * while a confirm runs.
 */
export function useDialogResult(openState: OpenStateProps, onResult?: (confirmed: boolean) => void) {
  const [open, setOpen] = useOpenState(openState);
  const { pending, run } = usePendingConfirm();
  function finish(confirmed: boolean) {
    setOpen(false);
    onResult?.(confirmed);
  }
  const frame = { open, pending, onOpen: () => setOpen(true), onDismiss: () => finish(false) };
  return { pending, run, finish, frame };
}

/** Focuses an element, making a container focusable by script first (tabindex -1). */
function focusOn(element: HTMLElement, isOpener: boolean) {
  if (!isOpener && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/** How long after a dialog closes the focus is still looked after (a save or a download finishing). */
const FOCUS_GUARD_MS = 10_000;

/**
 * Keeps the focus off the page body for a while after a dialog closed: when the control it went
 * back to is then removed (the row was deleted, the list re-rendered) or disabled (a download
 * started), the focus goes to `fallback`. Stops as soon as the focus moves anywhere else.
 */
function guardFocus(target: HTMLElement, fallback: HTMLElement | null) {
  if (fallback === null || fallback === target) return;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('focusin', onFocusIn, true);
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== target) stop();
  };
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    const lost = !target.isConnected || (target as HTMLButtonElement).disabled === true;
    if (!lost) return;
    stop();
    const elsewhere = active !== null && active !== target && active !== document.body;
    if (!elsewhere && fallback.isConnected) focusOn(fallback, false);
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  document.addEventListener('focusin', onFocusIn, true);
  const timer = setTimeout(stop, FOCUS_GUARD_MS);
}

/**
 * The control last pressed with a pointer. A tap on a phone, or a click in Safari, does not focus
 * the button it presses, so the focus is still on the page body when the dialog it opens asks
 * what opened it; the pressed control answers instead, if it was pressed just before.
 */
let lastPressed: { element: HTMLElement; at: number } | null = null;
const PRESS_MEMORY_MS = 1_000;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const control = target?.closest('button, a[href], [role="button"]');
      if (control instanceof HTMLElement) lastPressed = { element: control, at: Date.now() };
    },
    true,
  );
}

/** What has the focus, or else the control pressed just before, if it is still on the page. */
function openingControl(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  const pressed = lastPressed;
  if (pressed === null || Date.now() - pressed.at > PRESS_MEMORY_MS) return null;
  return pressed.element.isConnected ? pressed.element : null;
}

/**
 * Returns focus to the control that opened a dialog when it closes (WCAG 2.4.3), also when the
 * dialog was opened from state rather than from a Radix trigger (a row's action, a menu item).
 * When that control has gone (its row was deleted), or goes or is disabled just after (a save
 * re-renders the list, a download starts), focus goes to `focusAfterClose` when given, else to
 * the nearest section or list around the control, never to the page body. Spread the result on
 * the Radix Content part.
 */
export function useReturnFocus(focusAfterClose?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const fallback = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = openingControl();
      // A control inside another dialog (a form's Salva that asks for confirmation) falls back to
      // that dialog, which stays open while the save runs.
      fallback.current =
        opener.current?.closest<HTMLElement>('[data-focus-fallback], section, main, [role="dialog"]') ?? null;
    },
    onCloseAutoFocus: (event: Event) => {
      const chosen = focusAfterClose?.() ?? null;
      const place = chosen?.isConnected ? chosen : fallback.current;
      // A control that is disabled by now (a download started) cannot take the focus either.
      const usable = opener.current?.isConnected && (opener.current as HTMLButtonElement).disabled !== true;
      const target = usable ? opener.current : place;
      if (!target?.isConnected) return;
      event.preventDefault();
      focusOn(target, target === opener.current);
      if (target === opener.current) guardFocus(target, place?.isConnected ? place : null);
    },
  };
}
