import { Button } from '@cartella/ui/button';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import {
  activeSubscriptionsQueryOptions,
  plansQueryOptions,
  startSubscription,
  useCancelSubscriptionMutation,
  useCaptureSubscriptionMutation,
} from '../../../features/account/api/subscriptions.ts';
import { PlanCard } from '../../../features/account/components/plan-card.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, intlLocale } from '../../../lib/dates.ts';
import { loadAccountCatalog } from '../../../lib/i18n.ts';
import { formatInstant } from '../../../lib/instants.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** `piano`: a plan to show first (from the subscription gate, or PayPal's return with `subscription_id`). */
function searchOf(search: Record<string, unknown>): {
  piano?: number;
  subscription_id?: string;
  token?: string;
} {
  const text = (value: unknown) => (typeof value === 'string' && value.length <= 50 ? value : undefined);
  const plan = Number(search.piano);
  return {
    ...(Number.isInteger(plan) && plan > 0 && plan < 2_147_483_648 ? { piano: plan } : {}),
    ...(text(search.subscription_id) ? { subscription_id: text(search.subscription_id) } : {}),
    ...(text(search.token) ? { token: text(search.token) } : {}),
  };
}

export const Route = createFileRoute('/_auth/Registro/Paypal')({
  validateSearch: searchOf,
  loader: ({ context }) =>
    Promise.all([
      loadAccountCatalog(),
      queryClient.ensureQueryData(plansQueryOptions()),
      queryClient.ensureQueryData(activeSubscriptionsQueryOptions(context.session.user.id_utente)),
    ]),
  errorComponent: RouteError,
  component: SubscriptionsPage,
});

/** Subscriptions (spec part 2, "Subscriptions page"): active subscriptions, plans, contract, PayPal. */
function SubscriptionsPage() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const { session } = Route.useRouteContext();
  const userId = session.user.id_utente;
  const plans = useQuery(plansQueryOptions());
  const { piano: chosenPlan, subscription_id: returning } = Route.useSearch();
  // From the subscription gate: the plan that opens the section is shown and focused first.
  useEffect(() => {
    if (chosenPlan === undefined || returning !== undefined || plans.data === undefined) return;
    const heading = document.getElementById(`plan-${chosenPlan}`);
    if (heading === null) return;
    heading.setAttribute('tabindex', '-1');
    heading.scrollIntoView({ block: 'start' });
    heading.focus();
  }, [chosenPlan, returning, plans.data]);
  const active = useQuery(activeSubscriptionsQueryOptions(userId));
  const capture = useCaptureSubscriptionMutation();
  const cancel = useCancelSubscriptionMutation();
  const [paying, setPaying] = useState(false);
  const captured = useRef(false);
  const showError = (error: unknown) =>
    toast.show({ variant: 'error', title: error instanceof ApiError ? error.message : String(error) });

  // PayPal sends the browser back here with the approved subscription: the server checks it with PayPal.
  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    const subscriptionId = search.get('subscription_id');
    const plan = Number(search.get('piano'));
    if (captured.current || !subscriptionId || !Number.isInteger(plan) || plan < 1) return;
    captured.current = true;
    capture
      .mutateAsync({
        orderId: (search.get('token') ?? subscriptionId).slice(0, 50),
        subscriptionId: subscriptionId.slice(0, 50),
        id_utente: userId,
        email: session.user.email,
        planid: plan,
      })
      .then(() => toast.show({ variant: 'success', title: t`Sottoscrizione attivata` }))
      .catch(showError)
      .finally(() => void navigate({ to: '/Registro/Paypal', replace: true }));
  });

  async function pay(planId: number) {
    setPaying(true);
    try {
      const { approve_url } = await startSubscription(planId);
      window.location.assign(approve_url);
    } catch (error) {
      setPaying(false);
      showError(error);
    }
  }

  async function cancelSubscription(id: number) {
    try {
      await cancel.mutateAsync(id);
      toast.show({
        variant: 'success',
        title: t`Rinnovo annullato`,
      });
    } catch (error) {
      showError(error);
    }
  }

  const euro = (value: number) =>
    new Intl.NumberFormat(intlLocale(i18n.locale), { style: 'currency', currency: 'EUR' }).format(value);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-bold text-3xl text-brand">{t`Sottoscrizioni`}</h1>
      {active.data === undefined ? null : active.data.length === 0 ? (
        <p>{t`Nessuna sottoscrizione attiva`}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <caption className="text-left font-semibold">{t`Sottoscrizioni attive`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Inizio`}</th>
                <th scope="col">{t`Scadenza`}</th>
                <th scope="col">{t`Licenza`}</th>
                <th scope="col">{t`Costo`}</th>
                <th scope="col">
                  <span className="sr-only">{t`Azioni`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {active.data.map((row) => (
                <tr key={row.id}>
                  <td>{formatInstant(row.created_at, i18n.locale, { withTime: false })}</td>
                  <td>{row.data_scadenza ? formatDate(row.data_scadenza, i18n.locale) : t`Nessuna`}</td>
                  <td>{row.licenze.descrizione}</td>
                  <td>{euro(row.licenze.costo)}</td>
                  <td>
                    {row.annullabile ? (
                      <Button variant="secondary" onClick={() => void cancelSubscription(row.id)}>
                        {t`Annulla sottoscrizione`}
                      </Button>
                    ) : row.annullata ? (
                      t`Rinnovo annullato`
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {plans.data?.pagamento_dimostrativo === true ? (
        <p role="note" className="rounded-md border-2 border-warning bg-warning-soft p-3 font-semibold">
          {t`Dimostrazione: qui il pagamento passa per un PayPal simulato su questo computer. Nessun pagamento è reale e nulla viene addebitato.`}
        </p>
      ) : null}
      {plans.data?.pagamento_configurato === false ? (
        <p role="note" className="font-semibold">
          {t`Il pagamento online non è disponibile qui: per cambiare licenza rivolgiti a chi gestisce questo servizio.`}
        </p>
      ) : null}
      {plans.data?.data.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          paymentConfigured={plans.data.pagamento_configurato}
          onPay={() => void pay(plan.id)}
          paying={paying}
        />
      ))}
    </div>
  );
}
