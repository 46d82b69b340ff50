import { Footer } from '@cartella/ui/footer';
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
    <Footer
      navLabel={t`Collegamenti utili`}
      links={[
        { key: 'privacy', label: t`Informativa sulla privacy`, url: '/privacy' },
        { key: 'guide', label: t`Guida utente (PDF)`, url: `${base}GuidaUtente.pdf`, download: true },
      ]}
      renderLink={({ href, className, children }) => (
        <Link to={href} className={className}>
          {children}
        </Link>
      )}
    >
      {guide ? (
        <a
          href={`${base}${guide}.pdf`}
          download
          className="inline-flex min-h-11 items-center rounded-md border-2 border-brand px-3 font-semibold text-brand"
        >
          {t`Aiuto per questa pagina (PDF)`}
        </a>
      ) : (
        <span />
      )}
      <p>{t`© ${year} Cartella. Tutti i diritti riservati.`}</p>
    </Footer>
  );
}
