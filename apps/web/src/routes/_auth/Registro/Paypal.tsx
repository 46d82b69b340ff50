import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { patientQueryOptions } from '../../../features/patient-record/api/patient.ts';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { queryClient } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_auth/Registro/Paypal')({
  loader: ({ context }) => queryClient.ensureQueryData(patientQueryOptions(context.session.user.id_paziente)),
  errorComponent: RouteError,
  component: SubscriptionsPage,
});

/**
 * Subscriptions (spec part 2, "Subscriptions page"). The target of every Iscriviti button; the
 * plan list and payment arrive with the subscriptions issue. Until then it states the licence.
 */
function SubscriptionsPage() {
  const { t } = useLingui();
  const { session } = Route.useRouteContext();
  const patient = useQuery(patientQueryOptions(session.user.id_paziente));
  const licence = patient.data?.sottoscrizione?.id_tipo_licenza;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-bold text-3xl text-brand">{t`Sottoscrizioni`}</h1>
      {licence === undefined || licence === null ? (
        <p>{t`Nessuna sottoscrizione attiva`}</p>
      ) : (
        <p>{t`La tua licenza attuale: ${licence}`}</p>
      )}
    </div>
  );
}
