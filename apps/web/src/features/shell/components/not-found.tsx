import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export function NotFound() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-3">
      <h1 className="font-bold text-2xl text-brand">{t`Pagina non trovata`}</h1>
      <Link to="/Registro/SchedaPaziente" className="text-brand underline">
        {t`Torna alla scheda paziente`}
      </Link>
    </div>
  );
}
