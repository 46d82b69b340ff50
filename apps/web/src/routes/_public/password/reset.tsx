import { useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { SupportContact } from '../../../features/shell/components/support-contact.tsx';

// Linked from the login page (spec part 2, "Login page"). Password recovery is not built: the
// page says so and who can help, and promises no e-mail.
export const Route = createFileRoute('/_public/password/reset')({ component: PasswordResetPage });

function PasswordResetPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-8">
      <h1 className="font-bold text-3xl text-brand">{t`Password dimenticata`}</h1>
      <p>{t`Cartella non reimposta la password via e-mail. Se l'hai dimenticata, rivolgiti a chi gestisce questa installazione di Cartella.`}</p>
      <SupportContact />
      <Link to="/login" className="text-brand underline">
        {t`Torna all'accesso`}
      </Link>
    </div>
  );
}
