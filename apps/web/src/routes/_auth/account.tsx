import { useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/account')({ component: AccountPage });

/** The account page (spec part 2, "Account page"); its own screens arrive with the account issue. */
function AccountPage() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-bold text-3xl text-brand">{t`Account`}</h1>
      <ul className="flex flex-col gap-2">
        <li>
          <Link to="/Registro/Paypal" className="text-brand underline">
            {t`Sottoscrizioni`}
          </Link>
        </li>
        <li>
          <Link to="/Registro/Accessi" className="text-brand underline">
            {t`Registro accessi`}
          </Link>
        </li>
        <li>
          <Link to="/account/sicurezza" className="text-brand underline">
            {t`Sicurezza: password, e-mail e sessioni`}
          </Link>
        </li>
      </ul>
    </div>
  );
}
