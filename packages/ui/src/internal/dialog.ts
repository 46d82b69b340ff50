import { useState } from 'react';

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
