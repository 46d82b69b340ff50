import { useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { SupportContact } from '../../features/shell/components/support-contact.tsx';

// The spec's registration page. Self-registration is not built: the page says so and who to ask.
export const Route = createFileRoute('/_public/register')({ component: RegisterPage });

function RegisterPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-8">
      <h1 className="font-bold text-3xl text-brand">{t`Registrazione`}</h1>
      <p>{t`In Cartella non ci si registra da soli: gli account sono creati da chi gestisce questa installazione di Cartella.`}</p>
      <SupportContact />
      <Link to="/login" className="text-brand underline">
        {t`Torna all'accesso`}
      </Link>
    </div>
  );
}
