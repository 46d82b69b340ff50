import { Button } from '@cartella/ui/button';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** /admin/admin (spec 001 section 2 "Admin screens"): buttons to each admin page. */
export function AdminHome() {
  const { t } = useLingui();
  const pages = [
    { to: '/admin/funzionalita', label: t`Funzionalità`, help: t`I permessi che ruoli e licenze concedono` },
    { to: '/admin/ruoli', label: t`Ruoli`, help: t`I ruoli e i loro permessi` },
    { to: '/admin/licenze', label: t`Licenze`, help: t`Costo, descrizione e ruoli di ogni licenza` },
    { to: '/admin/utenti', label: t`Utenti`, help: t`Licenze, blocchi e reimpostazione della password` },
    { to: '/admin/audit', label: t`Registro modifiche`, help: t`Chi ha cambiato cosa, e quando` },
    {
      to: '/admin/centri',
      label: t`Centri convenzionati`,
      help: t`I centri che i pazienti vedono e a cui scrivono`,
    },
    {
      to: '/admin/indagini',
      label: t`Catalogo delle indagini`,
      help: t`Le indagini proposte nel modulo degli esami`,
    },
    {
      to: '/admin/vaccini',
      label: t`Catalogo dei vaccini`,
      help: t`I vaccini proposti nel modulo delle vaccinazioni`,
    },
    {
      to: '/admin/linkRiferimento',
      label: t`Link di riferimento`,
      help: t`Ospedali, linee guida, risorse web e riviste`,
    },
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-bold text-3xl text-brand">{t`Amministrazione`}</h1>
      <ul className="grid gap-3 sm:grid-cols-2">
        {pages.map((page) => (
          <li key={page.to} className="flex flex-col gap-1">
            <Button asChild>
              <Link to={page.to}>{page.label}</Link>
            </Button>
            <span className="text-gray-700 text-sm">{page.help}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
