import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';

// The dialog loads on the first question: pages that never ask one (the patient record until a
// delete) do not carry the Alert Dialog code (docs/benchmarks.md, record page budget).
const ConfirmDialog = lazy(() =>
  import('./confirm-dialog.tsx').then((module) => ({ default: module.ConfirmDialog })),
);

export type ConfirmOptions = Omit<
  ConfirmDialogProps,
  'open' | 'defaultOpen' | 'onOpenChange' | 'onResult' | 'trigger'
>;

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface PendingConfirm {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

/** Hosts the one ConfirmDialog that `useConfirm()` opens; place once near the app root. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const pendingRef = useRef<PendingConfirm | null>(null);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        // A new question answers a still-open one with false rather than leaving it hanging.
        pendingRef.current?.resolve(false);
        const next = { options, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            key={pendingRef.current === pending ? 'current' : 'stale'}
            {...pending.options}
            open
            onResult={(confirmed) => {
              pending.resolve(confirmed);
              pendingRef.current = null;
              setPending(null);
            }}
          />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

/** `const confirmed = await confirm({ title, confirmLabel, cancelLabel })` — resolves true or false. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
