import { useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';

// Linked from the login page (spec part 2, "Login page").
export const Route = createFileRoute('/_public/password/reset')({ component: PasswordResetPage });

function PasswordResetPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-8">
      <h1 className="font-bold text-3xl text-brand">{t`Password dimenticata`}</h1>
      <p>{t`Il ripristino della password via e-mail non è ancora disponibile. Contatta il supporto per reimpostarla.`}</p>
      <Link to="/login" className="text-brand underline">
        {t`Torna all'accesso`}
      </Link>
    </div>
  );
}
