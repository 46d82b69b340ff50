import { PageHeader } from '@cartella/ui/page-header';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, type LinkProps, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { DeleteAccount } from '../../features/account/components/delete-account.tsx';
import { DownloadMyData } from '../../features/account/components/download-my-data.tsx';
import { secondFactorQueryOptions } from '../../features/identity/api/second-factor.ts';
import { RouteError } from '../../features/shell/components/route-error.tsx';
import { loadAccountCatalog } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';

export const Route = createFileRoute('/_auth/account')({
  // Whether the deletion asks for a code too (app codes on, issue #34 T4).
  loader: () => Promise.all([loadAccountCatalog(), queryClient.ensureQueryData(secondFactorQueryOptions())]),
  errorComponent: RouteError,
  component: AccountPage,
});

/** One of the account's screens: its link, and a line saying what is there. */
function AccountEntry({
  to,
  title,
  description,
}: {
  to: LinkProps['to'];
  title: string;
  description: string;
}) {
  const descriptionId = useId();
  return (
    <li className="flex flex-col gap-1 rounded-lg border-2 border-muted bg-white p-4">
      <Link
        to={to}
        aria-describedby={descriptionId}
        className="font-semibold text-brand text-lg underline underline-offset-4"
      >
        {title}
      </Link>
      <p id={descriptionId} className="m-0 text-black">
        {description}
      </p>
    </li>
  );
}

/**
 * The account page (spec part 2, "Account page"): who is signed in, the account's screens as
 * cards that say what each holds, and the account's deletion apart, with what it means.
 */
function AccountPage() {
  const { t } = useLingui();
  const { session } = Route.useRouteContext();
  const { user } = session;
  const { email } = user;
  const { data: secondFactor } = useSuspenseQuery(secondFactorQueryOptions());
  const navigate = useNavigate();
  const name = [user.paziente_nome, user.paziente_cognome].filter(Boolean).join(' ') || user.utente_nome;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t`Account`} description={t`Hai effettuato l'accesso come ${name} (${email}).`} />
      <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 md:grid-cols-2">
        <AccountEntry
          to="/Registro/Paypal"
          title={t`Sottoscrizioni`}
          description={t`Il tuo piano, la scadenza, i piani disponibili e il pagamento.`}
        />
        <AccountEntry
          to="/Registro/Accessi"
          title={t`Registro accessi`}
          description={t`Quando e da quale dispositivo è stato usato il tuo account.`}
        />
        <AccountEntry
          to="/account/sicurezza"
          title={t`Sicurezza: password, e-mail e sessioni`}
          description={t`Cambia password o e-mail e chiudi le sessioni che non riconosci.`}
        />
        <AccountEntry
          to="/account/Consensi"
          title={t`Consensi`}
          description={t`Per quali scopi possono essere trattati i tuoi dati; puoi cambiare idea quando vuoi.`}
        />
        <AccountEntry
          to="/account/CookiePolicy"
          title={t`Cookie`}
          description={t`Cosa conserva il browser per farti usare Cartella, e per quanto tempo.`}
        />
      </ul>
      {user.id_paziente === null ? null : (
        <section
          aria-labelledby="account-data-title"
          className="flex flex-col gap-3 rounded-lg border-2 border-muted bg-white p-4"
        >
          <h2 id="account-data-title" className="m-0 font-bold text-brand text-xl">
            {t`I tuoi dati`}
          </h2>
          <p className="m-0">
            {t`Un archivio ZIP con la cartella in formato FHIR, il report clinico e la scheda di emergenza in PDF e ogni file che hai caricato.`}
          </p>
          <DownloadMyData patientId={user.id_paziente} />
        </section>
      )}
      <section
        aria-labelledby="account-delete-title"
        className="flex flex-col gap-3 rounded-lg border-2 border-danger-strong p-4"
      >
        <h2 id="account-delete-title" className="m-0 font-bold text-danger-strong text-xl">
          {t`Eliminare l'account`}
        </h2>
        <p className="m-0">
          {t`L'eliminazione toglie il tuo nome da ogni dato e chiude tutte le sessioni; non si può annullare.`}
        </p>
        <div>
          <DeleteAccount
            userId={user.id_utente}
            askCode={secondFactor.totp}
            onDeleted={() => navigate({ to: '/login', search: { account: 'eliminato' } })}
          />
        </div>
      </section>
    </div>
  );
}
