import { accountOperations, operationUrl } from '@cartella/contract';
import { COOKIE_POLICY_FILE_NAME, cookiePolicyText } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { LANGUAGE_KEY } from '../../lib/i18n.ts';
import { LAST_ACTIVITY_KEY } from '../../lib/session.ts';

/**
 * Deletes what the browser keeps that a script can delete: the language choice, the last activity
 * time and the tab's session storage. Cartella sets no cookie a script can see: its only cookie is
 * HttpOnly and ends with the sign-out.
 */
function revokeStorage(): void {
  localStorage.removeItem(LANGUAGE_KEY);
  localStorage.removeItem(LAST_ACTIVITY_KEY);
  sessionStorage.clear();
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="rounded border border-gray-300 p-3">
      <summary className="cursor-pointer font-semibold">{title}</summary>
      <div className="mt-2 flex flex-col gap-2">{children}</div>
    </details>
  );
}

/** The cookie page (spec part 2, "Cookie page"; docs/spec-deviations/account.md). */
export function CookiePolicy() {
  const { t, i18n } = useLingui();
  const [revoked, setRevoked] = useState(false);
  const locale = i18n.locale === 'en' ? 'en' : 'it';
  // The words live in the domain, shared with the PDF the server builds (GET /api/cookiePolicy).
  const policy = cookiePolicyText(locale);
  return (
    <div className="flex flex-col gap-4">
      <p>{policy.intro}</p>
      <p>
        <a
          href={operationUrl(accountOperations.cookiePolicy, { query: { lang: locale } })}
          download={COOKIE_POLICY_FILE_NAME}
          className="inline-block rounded border border-brand px-4 py-2 font-semibold text-brand underline"
        >
          {t`Scarica la cookie policy (PDF)`}
        </a>
      </p>
      <h2 className="font-semibold text-xl">{policy.entriesHeading}</h2>
      <ul className="flex flex-col gap-3">
        {policy.entries.map((row) => (
          <li key={row.name} className="rounded border border-gray-300 p-3">
            <h3 className="break-all font-mono font-semibold">{row.name}</h3>
            <dl className="grid gap-1 sm:grid-cols-[8rem_1fr]">
              <dt className="font-semibold">{policy.labels.kind}</dt>
              <dd>{row.kind}</dd>
              <dt className="font-semibold">{policy.labels.purpose}</dt>
              <dd>{row.purpose}</dd>
              <dt className="font-semibold">{policy.labels.lifetime}</dt>
              <dd>{row.lifetime}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p>{policy.csrfNote}</p>
      <div className="flex flex-col gap-2" aria-live="polite">
        {revoked ? (
          <>
            <p role="status" className="font-semibold text-green-800">
              {t`Cookies eliminati correttamente`}
            </p>
            <button
              type="button"
              className="self-start rounded bg-brand px-4 py-2 text-white"
              onClick={() => {
                localStorage.setItem(LANGUAGE_KEY, locale);
                setRevoked(false);
              }}
            >
              {t`Consenti i cookie`}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="self-start rounded bg-brand px-4 py-2 text-white"
            onClick={() => {
              revokeStorage();
              setRevoked(true);
            }}
          >
            {t`Revoca il consenso ed elimina i cookie`}
          </button>
        )}
        <p className="text-sm">{policy.revokeNote}</p>
      </div>
      {policy.sections.map((section, index) => (
        <Section key={section.title} title={section.title}>
          {section.paragraphs.map((words, line) => (
            <p key={words}>
              {words}
              {/* The notice is linked inline, in the last section's last sentence. */}
              {index === policy.sections.length - 1 && line === section.paragraphs.length - 1 ? (
                <>
                  {' '}
                  <Link to="/privacy" className="text-brand underline">
                    {t`Informativa sulla privacy`}
                  </Link>
                </>
              ) : null}
            </p>
          ))}
        </Section>
      ))}
    </div>
  );
}
