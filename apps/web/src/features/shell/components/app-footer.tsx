import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { currentLocale } from '../../../lib/i18n.ts';
import { guideForPath } from '../guides.ts';

/** The footer: privacy notice, user guide, copyright with the current year, per-page help. */
export function AppFooter({ pathname }: { pathname: string }) {
  const { t } = useLingui();
  const guide = guideForPath(pathname);
  // Italian guides at guides/<Name>.pdf, English ones at guides/en/<Name>.pdf.
  const base = `${import.meta.env.BASE_URL}guides/${currentLocale() === 'en' ? 'en/' : ''}`;
  const year = new Date().getFullYear();
  return (
    <footer className="mt-8 border-gray-200 border-t bg-gray-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-3 py-4 text-sm">
        <Link to="/privacy" className="inline-flex min-h-11 items-center text-brand underline">
          {t`Informativa sulla privacy`}
        </Link>
        <a
          href={`${base}GuidaUtente.pdf`}
          download
          className="inline-flex min-h-11 items-center text-brand underline"
        >
          {t`Guida utente (PDF)`}
        </a>
        {guide ? (
          <a
            href={`${base}${guide}.pdf`}
            download
            className="inline-flex min-h-11 items-center rounded-md border-2 border-brand px-3 font-semibold text-brand"
          >
            {t`Aiuto per questa pagina (PDF)`}
          </a>
        ) : null}
        <p className="ml-auto text-gray-700">{t`© ${year} Cartella. Tutti i diritti riservati.`}</p>
      </div>
    </footer>
  );
}
