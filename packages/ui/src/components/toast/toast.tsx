import * as RadixToast from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

/** Variants in one table: success is polite (background), error interrupts (foreground). */
const variants = {
  success: { type: 'background', icon: CircleCheck, classes: 'border-ok text-ok' },
  error: { type: 'foreground', icon: CircleAlert, classes: 'border-danger-strong text-danger-strong' },
} as const;

export type ToastVariant = keyof typeof variants;

export interface ToastOptions {
  variant: ToastVariant;
  /** The spec's text ("Salvataggio avvenuto con successo"), passed in by the app. */
  title: ReactNode;
  description?: ReactNode;
  /** Milliseconds before it closes by itself; errors default to staying longer. */
  duration?: number;
}

interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Toasts on screen at once; a new one closes the oldest beyond this. */
const MAX_TOASTS = 3;

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible name of the close button of every toast ("Chiudi"). */
  closeLabel: string;
  /** Accessible name of the toast region, for screen-reader navigation ("Notifiche (F8)"). */
  viewportLabel: string;
  /** Default time on screen, ms. */
  duration?: number;
}

/** Owns the toasts of the app; place once near the root and call `useToast()` below it. */
export function ToastProvider({ children, closeLabel, viewportLabel, duration = 6000 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    // A toast saying what one on screen says replaces it, and at most MAX_TOASTS stay: a pile of
    // 'Dati salvati' covered the dialogs a patient was working in (issue #37).
    setToasts((current) => {
      const others = current.filter(
        (toast) => toast.open && !(typeof options.title === 'string' && toast.title === options.title),
      );
      return [...others.slice(-(MAX_TOASTS - 1)), { ...options, id, open: true }];
    });
    return id;
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider label={viewportLabel} duration={duration}>
        {children}
        {toasts.map((toast) => {
          const variant = variants[toast.variant];
          const Icon = variant.icon;
          return (
            <RadixToast.Root
              key={toast.id}
              type={variant.type}
              open={toast.open}
              duration={toast.duration ?? (toast.variant === 'error' ? duration * 2 : duration)}
              onOpenChange={(open) => {
                if (!open) dismiss(toast.id);
              }}
              data-variant={toast.variant}
              className={clsx(
                'flex items-start gap-3 rounded-lg border-2 border-l-8 bg-white p-4 shadow-lg',
                variant.classes,
              )}
            >
              <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
              <div className="flex flex-1 flex-col gap-1">
                <RadixToast.Title className="font-semibold">{toast.title}</RadixToast.Title>
                {toast.description ? (
                  <RadixToast.Description className="text-black">{toast.description}</RadixToast.Description>
                ) : null}
              </div>
              <RadixToast.Close
                aria-label={closeLabel}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-black hover:bg-ended-soft"
              >
                <X aria-hidden="true" className="size-5" />
              </RadixToast.Close>
            </RadixToast.Root>
          );
        })}
        <RadixToast.Viewport
          label={viewportLabel}
          className="fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-md list-none flex-col gap-2 p-4 outline-none"
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** Shows success and error toasts; must be used under ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
