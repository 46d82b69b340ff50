import { LOCKED_CONSENT_TREATMENT_ID, successMessages } from '@cartella/domain';
import { Switch } from '@cartella/ui/switch';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { domainText } from '../../../lib/i18n.ts';
import { formatInstant } from '../../../lib/instants.ts';
import { consentsQueryOptions, useUpdateConsentMutation } from '../api/account.ts';

/**
 * The consents page's list (spec part 2, "Consents page"): for each treatment the accept/refuse
 * toggle, name, purpose, notice and date of consent. One card per treatment instead of a table
 * row, so it reads on a phone; treatment 14 cannot be switched off.
 */
export function ConsentList({ userId }: { userId: number }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const consents = useQuery(consentsQueryOptions(userId));
  const update = useUpdateConsentMutation();

  async function toggle(treatmentId: number, given: boolean) {
    try {
      await update.mutateAsync({ id_utente: userId, Id_Trattamento: treatmentId, Consenso: given });
      toast.show({ variant: 'success', title: domainText(successMessages.operationCompleted) });
    } catch (error) {
      toast.show({ variant: 'error', title: error instanceof ApiError ? error.message : String(error) });
    }
  }

  if (consents.isPending) return null;
  if (consents.isError) {
    return (
      <p role="alert" className="font-semibold text-danger-strong">
        {consents.error.message}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {consents.data.map((consent) => {
        const locked = consent.Id_Trattamento === LOCKED_CONSENT_TREATMENT_ID;
        return (
          <li key={consent.Id_Trattamento} className="rounded-lg border border-gray-300 bg-white p-4">
            <Switch
              label={<span className="font-semibold">{consent.trattamento.Nome_T}</span>}
              onText={t`Accetto`}
              offText={t`Rifiuto`}
              checked={consent.Consenso}
              disabled={locked || update.isPending}
              onCheckedChange={(given) => void toggle(consent.Id_Trattamento, given)}
            />
            <dl className="mt-2 flex flex-col gap-2">
              <div>
                <dt className="font-semibold">{t`Finalità`}</dt>
                <dd>{consent.trattamento.Finalita_T}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t`Informativa`}</dt>
                <dd>{consent.trattamento.Informativa}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t`Data del consenso`}</dt>
                <dd data-testid={`consent-date-${consent.Id_Trattamento}`}>
                  {consent.data_consenso
                    ? formatInstant(consent.data_consenso, i18n.locale)
                    : t`Mai espresso`}
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
