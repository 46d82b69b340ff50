import { Button } from '@cartella/ui/button';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { TextArea } from '@cartella/ui/text-area';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { copyToClipboard } from '../../../lib/clipboard.ts';

/** What the last press of Copia il link did: copied, or only selected where the clipboard is refused. */
type CopyOutcome = 'none' | 'copied' | 'selected';

/** Whether the browser offers its share sheet (phones, and some desktops). */
function canShare(): boolean {
  return typeof navigator.share === 'function';
}

/**
 * A share link just created (issue #37): its QR code, the whole address (wrapped, never cut), one
 * press to copy it (with 'Link copiato' on screen and announced) and, where the browser has one,
 * its share sheet. Where the clipboard is refused (an insecure address, a denied permission) the
 * address is selected for the patient to copy by hand, and the page says so. The token is shown
 * only now: the server keeps its hash.
 */
export function CreatedShareLink({ url, qrSvg }: { url: string; qrSvg: string }) {
  const { t } = useLingui();
  const field = useRef<HTMLTextAreaElement>(null);
  const [outcome, setOutcome] = useState<CopyOutcome>('none');

  async function copyLink() {
    if (await copyToClipboard(url)) {
      setOutcome('copied');
      return;
    }
    field.current?.focus();
    field.current?.select();
    setOutcome('selected');
  }

  async function shareLink() {
    try {
      await navigator.share({ title: t`Link al mio report`, url });
    } catch (error) {
      // Closing the share sheet is the patient's choice; any other failure falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copyLink();
    }
  }

  const outcomeText = {
    none: '',
    copied: t`Link copiato`,
    selected: t`Il link è selezionato: copialo con Ctrl+C, o tenendolo premuto sul telefono.`,
  }[outcome];

  return (
    <InlineAlert variant="success" live>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(qrSvg)}`}
          alt={t`Codice QR del link`}
          className="size-40 shrink-0 bg-white"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p>{t`Copia o condividi il link ora: per sicurezza non sarà più mostrato.`}</p>
          <TextArea
            ref={field}
            label={t`Link per il medico`}
            value={url}
            readOnly
            // As tall as the address, so all of it shows (field-sizing), broken anywhere so the
            // one long word never widens the page; where the browser cannot size a field by its
            // content, enough rows for a narrow phone.
            style={{ fieldSizing: 'content', overflowWrap: 'anywhere' }}
            rows={Math.ceil(url.length / 20)}
            spellCheck={false}
            onFocus={(event) => event.target.select()}
          />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copyLink()}>{t`Copia il link`}</Button>
            {canShare() ? (
              <Button variant="secondary" onClick={() => void shareLink()}>
                {t`Condividi`}
              </Button>
            ) : null}
          </div>
          <p role="status" className="font-semibold">
            {outcomeText}
          </p>
        </div>
      </div>
    </InlineAlert>
  );
}
