import { Button } from '@cartella/ui/button';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { copyToClipboard } from '../../../lib/clipboard.ts';
import { formatInstant } from '../../../lib/instants.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** What the last action did, said in the status line under the buttons. */
type Outcome = 'none' | 'copied' | 'selected' | 'downloaded' | 'printed';

/**
 * The recovery codes just made (issue #23): shown once, to be kept somewhere safe. Copy, download
 * (a text file headed by what the codes are and when they were made) and print (the page's print
 * stylesheet leaves out everything but this panel, `data-print-alone`), each said in a status line
 * (issue #37). Where the clipboard is refused (an insecure address, a denied permission) the codes
 * are selected for the patient to copy by hand, and the page says so.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => Promise<void> }) {
  const { t, i18n } = useLingui();
  const list = useRef<HTMLUListElement>(null);
  // When the codes were made: this panel appears as the server answers them.
  const [madeAt] = useState(() => new Date().toISOString());
  const [outcome, setOutcome] = useState<Outcome>('none');
  const [closing, setClosing] = useState(false);
  const fileName = t({
    message: 'cartella-codici-di-recupero.txt',
    comment: 'The name of a downloaded file',
  });
  const madeOn = formatInstant(madeAt, i18n.locale);
  const header = t`Cartella: codici di recupero dell'accesso in due passaggi, creati il ${madeOn}. Ognuno vale una volta sola.`;
  const text = `${header}\n\n${codes.join('\n')}\n`;

  async function copy() {
    if (await copyToClipboard(text)) {
      setOutcome('copied');
      return;
    }
    if (list.current !== null) window.getSelection()?.selectAllChildren(list.current);
    setOutcome('selected');
  }

  function download() {
    saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName);
    setOutcome('downloaded');
  }

  function print() {
    window.print();
    setOutcome('printed');
  }

  const outcomeText = {
    none: '',
    copied: t`Codici copiati.`,
    selected: t`I codici sono selezionati: copiali con Ctrl+C, o tenendoli premuti sul telefono.`,
    downloaded: t`Codici scaricati nel file ${fileName}.`,
    printed: t`Stampa avviata: sul foglio escono solo i codici e la data.`,
  }[outcome];

  return (
    <section
      aria-labelledby="recovery-codes-title"
      data-print-alone
      className="flex flex-col gap-2 rounded border-2 border-brand p-4"
    >
      <h3 id="recovery-codes-title" className="font-bold text-lg">
        {t`Codici di recupero`}
      </h3>
      <p className="hidden print:block">{header}</p>
      <p className="print:hidden">
        {t`Conservali in un posto sicuro, per esempio stampati. Ognuno permette di accedere una volta sola senza l'app; non verranno mostrati di nuovo.`}
      </p>
      <ul ref={list} className="grid grid-cols-2 gap-1 font-mono text-lg" aria-label={t`Codici di recupero`}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button variant="secondary" onClick={() => void copy()}>
          {t`Copia`}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t`Scarica`}
        </Button>
        <Button variant="secondary" onClick={print}>
          {t`Stampa`}
        </Button>
      </div>
      <p role="status" className="font-semibold print:hidden">
        {outcomeText}
      </p>
      <div className="print:hidden">
        <Button
          pending={closing}
          onClick={async () => {
            setClosing(true);
            await onDone();
          }}
        >{t`Ho conservato i codici`}</Button>
      </div>
    </section>
  );
}
