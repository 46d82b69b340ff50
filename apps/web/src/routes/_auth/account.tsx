import { useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { DeleteAccount } from '../../features/account/components/delete-account.tsx';

export const Route = createFileRoute('/_auth/account')({ component: AccountPage });

/** The account page (spec part 2, "Account page"): links to the account's screens. */
function AccountPage() {
  const { t } = useLingui();
  const { session } = Route.useRouteContext();
  const linkClass = 'text-brand underline';
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-bold text-3xl text-brand">{t`Account`}</h1>
      <ul className="flex flex-col gap-2">
        <li>
          <Link to="/Registro/Paypal" className={linkClass}>
            {t`Sottoscrizioni`}
          </Link>
        </li>
        <li>
          <Link to="/Registro/Accessi" className={linkClass}>
            {t`Registro accessi`}
          </Link>
        </li>
        <li>
          <Link to="/account/sicurezza" className={linkClass}>
            {t`Sicurezza: password, e-mail e sessioni`}
          </Link>
        </li>
        <li>
          <Link to="/account/Consensi" className={linkClass}>
            {t`Consensi`}
          </Link>
        </li>
        <li>
          <Link to="/account/CookiePolicy" className={linkClass}>
            {t`Cookie`}
          </Link>
        </li>
      </ul>
      <div>
        <DeleteAccount userId={session.user.id_utente} />
      </div>
    </div>
  );
}
