import { Button } from '@cartella/ui/button';
import { Checkbox } from '@cartella/ui/checkbox';
import { todayIso } from '@cartella/ui/date-field';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { fetchEmergencyCardWithQr, fetchReport, type ReportKind, reportFileName } from '../api/reports.ts';
import { shareLinkKeys } from '../api/share-links.ts';

/** The FHIR preview shows at most this many characters; the download has everything. */
const FHIR_PREVIEW_CHARACTERS = 20_000;

export interface ReportCardProps {
  kind: ReportKind;
  /** The button's name as the spec words it: Report, Report di Emergenza, Report FHIR. */
  title: string;
  description: string;
  patientId: number;
  patientName: string;
  /** Items above this confidentiality level are left out; null for the whole record. */
  level: number | null;
}

type Preview = { kind: 'pdf'; url: string } | { kind: 'text'; text: string };

/**
 * One report of /report (spec 001 section 2 "Report page"): a preview inside the page and a
 * download, at once (the spec's 'Scaricare Report?' is not asked: docs/spec-deviations/reports.md).
 * A failure is said in the card, in the server's words
 * (the spec only logs it).
 */
export function ReportCard({ kind, title, description, patientId, patientName, level }: ReportCardProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Emergency card only: download it with a QR code of a new permanent share link.
  const [withQr, setWithQr] = useState(false);

  // An object URL lives until the next preview or until the page is left.
  useEffect(
    () => () => {
      if (preview?.kind === 'pdf') URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  async function withReport(
    action: (blob: Blob) => Promise<void> | void,
    fetchBlob: () => Promise<Blob> = () => fetchReport(kind, patientId, level),
  ) {
    setBusy(true);
    setFailure(null);
    try {
      await action(await fetchBlob());
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t`Errore, riprova.`);
    } finally {
      setBusy(false);
    }
  }

  const showPreview = () =>
    withReport(async (blob) => {
      if (kind === 'fhir') {
        const text = await blob.text();
        setPreview({ kind: 'text', text: text.slice(0, FHIR_PREVIEW_CHARACTERS) });
      } else setPreview({ kind: 'pdf', url: URL.createObjectURL(blob) });
    });

  async function download(extension: 'txt' | 'json' = 'txt') {
    const save = (blob: Blob) => saveBlob(blob, reportFileName(kind, patientName, todayIso(), extension));
    if (kind === 'emergency' && withQr) {
      await withReport(save, async () => {
        const blob = await fetchEmergencyCardWithQr(patientId, level);
        // The new link joins the list below.
        void queryClient.invalidateQueries({ queryKey: shareLinkKeys.all });
        return blob;
      });
    } else await withReport(save);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border-2 border-muted bg-white p-4"
    >
      <h2 id={headingId} className="font-bold text-brand text-xl">
        {title}
      </h2>
      <p>{description}</p>
      {kind === 'emergency' ? (
        <Checkbox
          label={t`Scarica con un codice QR`}
          description={t`Il codice apre la scheda aggiornata: crea un link permanente, senza PIN, che puoi revocare qui sotto tra i link di condivisione.`}
          checked={withQr}
          onCheckedChange={setWithQr}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" pending={busy} onClick={() => void showPreview()}>
          {t`Anteprima di ${title}`}
        </Button>
        {kind === 'fhir' ? (
          <>
            <Button pending={busy} onClick={() => void download('txt')}>
              {t`Scarica ${title} (.txt)`}
            </Button>
            <Button variant="secondary" pending={busy} onClick={() => void download('json')}>
              {t`Scarica ${title} (.json)`}
            </Button>
          </>
        ) : (
          <Button pending={busy} onClick={() => void download()}>
            {t`Scarica ${title}`}
          </Button>
        )}
      </div>
      {busy ? (
        <p role="status" className="text-sm">
          {t`Caricamento in corso`}
        </p>
      ) : null}
      {failure !== null ? (
        <InlineAlert variant="error" live>
          {failure}
        </InlineAlert>
      ) : null}
      {preview?.kind === 'pdf' ? (
        <iframe
          src={preview.url}
          title={t`Anteprima di ${title}`}
          className="h-[70dvh] w-full rounded border-2 border-muted"
        />
      ) : null}
      {preview?.kind === 'text' ? (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be focusable to scroll by keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
          tabIndex={0}
          aria-label={t`Anteprima di ${title}`}
          className="max-h-[60dvh] overflow-auto rounded border-2 border-muted bg-ended-soft p-2"
        >
          <pre className="whitespace-pre-wrap break-all text-xs">{preview.text}</pre>
        </section>
      ) : null}
    </section>
  );
}
