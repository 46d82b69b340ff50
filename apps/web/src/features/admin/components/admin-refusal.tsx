import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** What a signed-in person without the admin permission sees at an /admin address. */
export function AdminRefusal() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-3">
      <h1 className="font-bold text-2xl text-brand">{t`Accesso non consentito`}</h1>
      <p>{t`Questa pagina è riservata agli amministratori.`}</p>
      <Link to="/Registro/SchedaPaziente" className="text-brand underline">
        {t`Torna alla scheda paziente`}
      </Link>
    </div>
  );
}
