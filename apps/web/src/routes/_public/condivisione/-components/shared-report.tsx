import { type ShareContent, shareContents } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { openSharedLink, sharedLinkInfo } from '../../../../features/reports/api/share-links.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatInstant } from '../../../../lib/instants.ts';

type SharedLinkInfo = Awaited<ReturnType<typeof sharedLinkInfo>>;
type Opened = { kind: 'pdf' | 'text'; url: string; text: string; fileName: string };

/**
 * What the doctor sees (issue #22): whose record, what it is, the PIN when there is one, then the
 * report in the page with its download. A revoked or expired link (410) says so plainly.
 */
export function SharedReport({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  // The public pages have no query client (it stays out of the login page's budget): one fetch.
  const [info, setInfo] = useState<
    { state: 'pending' } | { state: 'error'; error: unknown } | { state: 'ready'; data: SharedLinkInfo }
  >({ state: 'pending' });
  useEffect(() => {
    let current = true;
    sharedLinkInfo(token).then(
      (data) => current && setInfo({ state: 'ready', data }),
      (error: unknown) => current && setInfo({ state: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  const [pin, setPin] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [pinError, setPinError] = useState<string | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (opened !== null) URL.revokeObjectURL(opened.url);
    },
    [opened],
  );

  const names: Record<ShareContent, string> = {
    emergenza: t`Report di Emergenza`,
    report: t`Report clinico`,
    fhir: t`Report FHIR`,
  };

  if (info.state === 'pending') return <p role="status">{t`Caricamento…`}</p>;
  if (info.state === 'error') {
    const error = info.error;
    const gone = error instanceof ApiError && error.code === 'gone';
    return (
      <article className="flex max-w-3xl flex-col gap-4">
        <h1 className="font-bold text-3xl text-brand">
          {gone ? t`Link non più valido` : t`Link non trovato`}
        </h1>
        <InlineAlert variant="error">
          {gone
            ? error.message
            : t`Questo link non esiste. Controlla di averlo copiato per intero, oppure chiedi al paziente un nuovo link.`}
        </InlineAlert>
      </article>
    );
  }
  const link = info.data;
  const content = shareContents.find((value) => value === link.contenuto) ?? 'emergenza';

  async function open(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setPinError(null);
    setBusy(true);
    try {
      const blob = await openSharedLink(token, link.con_pin ? pin.trim() : null);
      const fileName =
        content === 'fhir' ? 'Fhir.json' : content === 'report' ? 'Report.pdf' : 'Emergenza.pdf';
      setOpened({
        kind: content === 'fhir' ? 'text' : 'pdf',
        url: URL.createObjectURL(blob),
        text: content === 'fhir' ? (await blob.text()).slice(0, 20_000) : '',
        fileName,
      });
    } catch (error) {
      const message =
        error instanceof ApiError ? error.message : t`Non è stato possibile aprire il report. Riprova.`;
      const pinIssue =
        error instanceof ApiError ? error.fields.find((field) => field.path === 'pin') : undefined;
      if (pinIssue === undefined) setFailure(message);
      else
        setPinError(pinIssue.code === 'pin_wrong' ? t`PIN errato.` : t`Inserisci il PIN (da 4 a 8 cifre).`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="flex max-w-4xl flex-col gap-4">
      <h1 className="font-bold text-3xl text-brand">{t`Report condiviso`}</h1>
      <p>{t`${link.paziente} ti ha condiviso il suo ${names[content]}, in sola lettura.`}</p>
      <p className="text-sm">
        {link.scade_il === null
          ? t`Il link non ha scadenza; il paziente può revocarlo in ogni momento.`
          : t`Il link scade il ${formatInstant(link.scade_il, i18n.locale)}.`}
      </p>
      {opened === null ? (
        <form onSubmit={(event) => void open(event)} className="flex max-w-sm flex-col gap-3" noValidate>
          {link.con_pin ? (
            <TextField
              label={t`PIN`}
              description={t`Il paziente ti ha comunicato il PIN a parte.`}
              value={pin}
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              error={pinError ?? undefined}
              onChange={(event) => setPin(event.target.value)}
            />
          ) : null}
          <div>
            <Button type="submit" pending={busy}>{t`Apri il report`}</Button>
          </div>
        </form>
      ) : (
        <>
          <div>
            <a
              href={opened.url}
              download={opened.fileName}
              className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 font-bold text-white hover:bg-brand-strong"
            >
              {t`Scarica ${names[content]}`}
            </a>
          </div>
          {opened.kind === 'pdf' ? (
            <iframe
              src={opened.url}
              title={names[content]}
              className="h-[75dvh] w-full rounded border-2 border-muted"
            />
          ) : (
            <section
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be focusable to scroll by keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
              tabIndex={0}
              aria-label={names[content]}
              className="max-h-[70dvh] overflow-auto rounded border-2 border-muted p-2"
            >
              <pre className="whitespace-pre-wrap break-all text-xs">{opened.text}</pre>
            </section>
          )}
        </>
      )}
      {failure !== null ? (
        <InlineAlert variant="error" live>
          {failure}
        </InlineAlert>
      ) : null}
    </article>
  );
}
