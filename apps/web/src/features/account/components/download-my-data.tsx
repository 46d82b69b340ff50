import { Button } from '@cartella/ui/button';
import { todayIso } from '@cartella/ui/date-field';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { exportMyData } from '../api/account.ts';

/**
 * 'Scarica i tuoi dati' (issue #24, GDPR art. 20): the whole record as a ZIP archive, with the
 * FHIR summary, the PDFs and every uploaded file. The button stays focused while the archive is
 * made; the outcome is said beside it.
 */
export function DownloadMyData({ patientId }: { patientId: number }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function download() {
    setBusy(true);
    setOutcome(null);
    try {
      saveBlob(await exportMyData(patientId), `Cartella_${todayIso()}.zip`);
      setOutcome({ ok: true, text: t`Archivio scaricato.` });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof ApiError ? error.message : t`Errore, riprova.` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button variant="secondary" pending={busy} onClick={() => void download()}>
          {t`Scarica i tuoi dati`}
        </Button>
      </div>
      {busy ? (
        <p role="status" className="m-0 text-sm">
          {t`Preparazione dell'archivio in corso`}
        </p>
      ) : null}
      {outcome === null ? null : (
        <InlineAlert variant={outcome.ok ? 'success' : 'error'} live>
          {outcome.text}
        </InlineAlert>
      )}
    </div>
  );
}
