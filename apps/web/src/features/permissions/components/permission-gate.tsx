import type { PermissionKey } from '@cartella/domain';
import { permissionDeniedMessage } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { intlLocale } from '../../../lib/dates.ts';
import { domainText } from '../../../lib/i18n.ts';
import { hasPermission, type OpeningPlan, planGranting } from '../api/has-permission.ts';

interface GateOptions {
  /** What Annulla does; by default it only closes the dialog (a page gate goes back instead). */
  onCancel?: () => void;
}

type Gate = (
  key: PermissionKey,
  action: () => void | Promise<void>,
  options?: GateOptions,
) => Promise<boolean>;

// The dialog loads when a licence first refuses: most pages never show it (record page budget).
const SubscriptionGateDialog = lazy(() =>
  import('@cartella/ui/subscription-gate-dialog').then((module) => ({
    default: module.SubscriptionGateDialog,
  })),
);

const GateContext = createContext<Gate | null>(null);

/**
 * Before a gated action the server is asked; if the licence does not grant it, the subscription
 * dialog shows: Annulla cancels (or goes back), Iscriviti goes to /Registro/Paypal (spec part 1
 * sections 1 and 4, part 2 section 6).
 */
export function PermissionGateProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const planText = ({ descrizione: name, costo, durata_desc: period }: OpeningPlan) => {
    const cost = new Intl.NumberFormat(intlLocale(i18n.locale), {
      style: 'currency',
      currency: 'EUR',
    }).format(costo);
    return t`È inclusa nel piano ${name}: ${cost} per ${period}.`;
  };
  const [open, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const [plan, setPlan] = useState<OpeningPlan | null>(null);
  const cancelRef = useRef<(() => void) | undefined>(undefined);

  const gate = useCallback<Gate>(async (key, action, options) => {
    const granted = await hasPermission(key).catch(() => false);
    if (granted) {
      await action();
      return true;
    }
    cancelRef.current = options?.onCancel;
    // Which plan opens the section; without it the dialog still says the spec's message.
    setPlan(await planGranting(key).catch(() => null));
    setOpen(true);
    setWasOpened(true);
    return false;
  }, []);

  const value = useMemo(() => gate, [gate]);
  return (
    <GateContext.Provider value={value}>
      {children}
      {/* Mounted from the first refusal on, so closing it returns focus as every dialog does. */}
      {open || wasOpened ? (
        <Suspense fallback={null}>
          <SubscriptionGateDialog
            open={open}
            message={domainText(permissionDeniedMessage)}
            description={plan === null ? undefined : planText(plan)}
            cancelLabel={t`Annulla`}
            subscribeLabel={t`Iscriviti`}
            onCancel={() => {
              setOpen(false);
              cancelRef.current?.();
            }}
            onSubscribe={() => {
              setOpen(false);
              void navigate({ to: '/Registro/Paypal', search: plan === null ? {} : { piano: plan.id } });
            }}
          />
        </Suspense>
      ) : null}
    </GateContext.Provider>
  );
}

/** Runs an action only if the caller's licence grants `key`; otherwise shows the subscription dialog. */
export function usePermissionGate(): Gate {
  const gate = useContext(GateContext);
  if (!gate) throw new Error('usePermissionGate needs a PermissionGateProvider above it.');
  return gate;
}
