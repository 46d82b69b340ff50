import { accountOperations, operationUrl } from '@cartella/contract';
import { COOKIE_POLICY_FILE_NAME, cookiePolicyText } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
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
function clearBrowserStorage(): void {
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
  const [cleared, setCleared] = useState(false);
  const clear = () => {
    clearBrowserStorage();
    setCleared(true);
  };
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
      {/* Nothing needs consent, so nothing is accepted or revoked (issue #37): the one control is
          the real one, deleting what this browser keeps. */}
      <div className="flex flex-col gap-2">
        <p>{policy.clearNote}</p>
        <Button variant="secondary" className="self-start" onClick={clear}>
          {t`Elimina la lingua e l'ora dell'ultima attività da questo browser`}
        </Button>
        <p role="status" className="font-semibold">
          {cleared
            ? t`Eliminate: alla prossima visita Cartella si apre in italiano, finché non scegli di nuovo la lingua.`
            : null}
        </p>
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
