import { useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';

// Linked from the login page (spec part 2, "Login page"). Self-registration is not open yet.
export const Route = createFileRoute('/_public/register')({ component: RegisterPage });

function RegisterPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-8">
      <h1 className="font-bold text-3xl text-brand">{t`Registrazione`}</h1>
      <p>{t`La registrazione autonoma non è ancora disponibile. Chiedi un account alla struttura che ti segue.`}</p>
      <Link to="/login" className="text-brand underline">
        {t`Torna all'accesso`}
      </Link>
    </div>
  );
}
