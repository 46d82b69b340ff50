import {
  confirmMessages,
  failureMessages,
  fileTypeLabels,
  readConfidentialityLevel,
  successMessages,
} from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { ConfidentialityDialog } from '@cartella/ui/confidentiality-dialog';
import { EmptyState } from '@cartella/ui/empty-state';
import { Modal } from '@cartella/ui/modal';
import { PreviewDialog } from '@cartella/ui/preview-dialog';
import type { RowAction } from '@cartella/ui/record-list';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { domainText } from '../../../lib/i18n.ts';
import { formatInstant } from '../../../lib/instants.ts';
import { QueryStatus } from '../../../lib/query-view.tsx';
import { PatientRecordList, RecordSection, useRecordActions } from '../../../lib/record-lists.tsx';
import {
  downloadFile,
  type FileRecordAnswer,
  filePreviewUrl,
  filesQueryOptions,
  kardiaPreviewUrl,
  previewKindOf,
  useDeleteFileMutation,
  useFileConfidentialityMutation,
} from '../api/files.ts';
import { showPdfInTab } from './pdf-tab.ts';

export interface FileListsProps {
  patientId: number;
  /** Confidentiality levels, already in the patient's language. */
  levels: readonly { value: string; label: string }[];
  /** Specialty tag names by id (the Kardia list's Tags column). */
  tagNames: ReadonlyMap<number, string>;
  /** Add: the route asks for aggiungifile first. */
  onAdd: (variant: 'ordinary' | 'kardia') => void;
  /** Edit: the route asks for modificafile first. */
  onEdit: (file: FileRecordAnswer) => void;
}

/**
 * The 'Kardia' and 'File' lists of /Registro/File (spec 000 section 2 "Files"): searchable, with
 * view (Kardia), download, edit, lock and delete ('Delete File?' with Si and No). On a phone a row
 * shows view or preview and delete, and every other action under 'Altre azioni' (issue #37).
 */
export function FileLists({ patientId, levels, tagNames, onAdd, onEdit }: FileListsProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const name = (file: FileRecordAnswer) => file.file_nome;
  const actions = useRecordActions({ name });
  const { showError, locking, stopLocking } = actions;
  const files = useQuery(filesQueryOptions(patientId));
  const lock = useFileConfidentialityMutation();
  const remove = useDeleteFileMutation();
  const [viewing, setViewing] = useState<FileRecordAnswer | null>(null);
  const [previewing, setPreviewing] = useState<FileRecordAnswer | null>(null);

  // A patient downloading their own file is not asked first (docs/spec-deviations/files.md).
  async function download(file: FileRecordAnswer) {
    try {
      await downloadFile(file);
      toast.show({ variant: 'success', title: domainText(successMessages.fileDownloaded) });
    } catch (error) {
      showError(error);
    }
  }

  if (files.isPending || files.isError)
    return <QueryStatus query={files} loading={t`Caricamento dei file`} />;

  const kardias = files.data.filter((file) => file.type === 'kardia');
  const others = files.data.filter((file) => file.type !== 'kardia');
  const levelOf = (file: FileRecordAnswer) =>
    levels.find((level) => level.value === String(file.id_livello_confidenzialita))?.label ??
    String(file.id_livello_confidenzialita);
  const tagsOf = (file: FileRecordAnswer) => file.tags.map((id) => tagNames.get(id) ?? String(id)).join(', ');
  const commonActions: RowAction<FileRecordAnswer>[] = [
    {
      key: 'preview',
      icon: 'eye',
      label: (row) => t`Anteprima di ${row.file_nome}`,
      onSelect: setPreviewing,
      isHidden: (row) => row.type === 'kardia' || previewKindOf(row) === null,
      // Looking at a file is what a patient does most with it; the rest sit under 'Altre azioni'.
      showOnCompact: true,
    },
    {
      key: 'download',
      icon: 'download',
      label: (row) => t`Scarica ${row.file_nome}`,
      onSelect: (row) => void download(row),
    },
    actions.editAction(onEdit),
    actions.lockAction(),
    actions.deleteAction((row) => remove.mutateAsync(row.id_file), {
      title: domainText(confirmMessages.confirmDeleteFile),
      confirmLabel: t`Si`,
      cancelLabel: t`No`,
      success: domainText(successMessages.fileDeleted),
      failure: domainText(failureMessages.fileDeleteFailed),
    }),
  ];

  const kardiaTitle = t`Kardia`;
  const fileTitle = t`File`;
  return (
    <>
      <RecordSection title={kardiaTitle} addLabel={t`Aggiungi Kardia`} onAdd={() => onAdd('kardia')}>
        <PatientRecordList
          caption={kardiaTitle}
          rows={kardias}
          getRowKey={(file) => String(file.id_file)}
          search={{
            label: t`Cerca tra i Kardia`,
            minChars: 1,
            getText: (file) => `${file.file_nome} ${file.file_commento ?? ''} ${tagsOf(file)}`,
          }}
          columns={[
            { key: 'nome', header: t`Nome file`, cell: (file) => file.file_nome },
            {
              key: 'registrato',
              header: t`Data di registrazione`,
              cell: (file) => formatInstant(file.data_reg, i18n.locale),
              noWrap: true,
            },
            { key: 'commento', header: t`Commento`, cell: (file) => file.file_commento ?? '' },
            { key: 'tags', header: t`Tag`, cell: tagsOf },
            { key: 'livello', header: t`Confidenzialità`, cell: levelOf },
          ]}
          actions={[
            {
              key: 'view',
              icon: 'eye',
              label: (row) => t`Visualizza ${row.file_nome}`,
              onSelect: setViewing,
              showOnCompact: true,
            },
            ...commonActions,
          ]}
          empty={<EmptyState title={t`Nessun Kardia caricato`} />}
          noMatches={<EmptyState title={t`Nessun Kardia corrisponde alla ricerca`} />}
        />
      </RecordSection>
      <RecordSection title={fileTitle} addLabel={t`Aggiungi file`} onAdd={() => onAdd('ordinary')}>
        <PatientRecordList
          caption={fileTitle}
          rows={others}
          getRowKey={(file) => String(file.id_file)}
          search={{
            label: t`Cerca tra i file`,
            minChars: 1,
            getText: (file) =>
              `${file.file_nome} ${file.file_commento ?? ''} ${domainText(fileTypeLabels[file.type])}`,
          }}
          columns={[
            { key: 'nome', header: t`Nome file`, cell: (file) => file.file_nome },
            { key: 'tipo', header: t`Tipo`, cell: (file) => domainText(fileTypeLabels[file.type]) },
            {
              key: 'rilievo',
              header: t`Data rilievo`,
              cell: (file) => formatDate(file.data_rilievo, i18n.locale),
              noWrap: true,
            },
            { key: 'commento', header: t`Commento`, cell: (file) => file.file_commento ?? '' },
          ]}
          actions={commonActions}
          empty={<EmptyState title={t`Nessun file caricato`} />}
          noMatches={<EmptyState title={t`Nessun file corrisponde alla ricerca`} />}
        />
      </RecordSection>
      {viewing ? <KardiaPreview file={viewing} onClose={() => setViewing(null)} onError={showError} /> : null}
      {previewing ? (
        <FilePreview file={previewing} onClose={() => setPreviewing(null)} onError={showError} />
      ) : null}
      {locking ? (
        <ConfidentialityDialog
          open
          onOpenChange={(open) => {
            if (!open) stopLocking();
          }}
          title={t`Confidenzialità`}
          levelsLabel={t`Livello di confidenzialità`}
          levels={[...levels]}
          value={String(locking.id_livello_confidenzialita)}
          confirmLabel={t`Salva`}
          cancelLabel={t`Annulla`}
          onConfirm={async (value) => {
            const level = readConfidentialityLevel(value);
            if (level === undefined) return false;
            try {
              await lock.mutateAsync({ file: locking, level });
              toast.show({
                variant: 'success',
                title: domainText(successMessages.fileConfidentialityChanged),
              });
              return true;
            } catch (error) {
              showError(error);
              return false;
            }
          }}
        />
      ) : null}
    </>
  );
}

/** What a preview of a row shows and whom it tells that it closed, or that the file could not be read. */
interface PreviewProps {
  file: FileRecordAnswer;
  onClose: () => void;
  onError: (error: unknown) => void;
}

/**
 * The Kardia preview (spec 000 section 2): recorded-on and uploaded-on dates and 'Anteprima
 * Kardia', which opens the PDF in a new tab titled with the file's name.
 */
function KardiaPreview({ file, onClose, onError }: PreviewProps) {
  const { t, i18n } = useLingui();
  const [opening, setOpening] = useState(false);

  async function open() {
    // The tab opens at the click (popup blockers), then receives the PDF's address.
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const url = await kardiaPreviewUrl(file);
      if (tab === null) window.location.assign(url);
      else showPdfInTab(tab, url, file.file_nome);
    } catch (error) {
      tab?.close();
      onError(error);
    } finally {
      setOpening(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={file.file_nome}
      confirmLabel={t`OK`}
      cancelLabel={t`Chiudi`}
      onResult={() => onClose()}
    >
      <dl className="grid gap-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t`Registrato il`}</dt>
        <dd>{formatDate(file.data_rilievo, i18n.locale)}</dd>
        <dt className="font-semibold">{t`Caricato il`}</dt>
        <dd>{formatInstant(file.data_reg, i18n.locale)}</dd>
      </dl>
      <Button className="mt-4" onClick={() => void open()} disabled={opening}>
        {t`Anteprima Kardia`}
      </Button>
    </Modal>
  );
}

/**
 * A photo or a PDF shown inside the app (issue #20): the bytes through a short-lived download
 * link, shown as the type the server read in them; the comment, when there is one, describes an
 * image for screen readers.
 */
function FilePreview({ file, onClose, onError }: PreviewProps) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  const kind = previewKindOf(file);
  // The parent passes new callbacks at each render; the bytes are fetched once per file.
  const callbacks = useRef({ onClose, onError });
  callbacks.current = { onClose, onError };

  useEffect(() => {
    let address: string | null = null;
    let ended = false;
    filePreviewUrl(file).then(
      (made) => {
        address = made;
        if (ended) URL.revokeObjectURL(made);
        else setUrl(made);
      },
      (error: unknown) => {
        if (ended) return;
        callbacks.current.onError(error);
        callbacks.current.onClose();
      },
    );
    return () => {
      ended = true;
      if (address !== null) URL.revokeObjectURL(address);
    };
  }, [file]);

  if (kind === null) return null;
  if (url === null)
    return (
      <p role="status" className="font-semibold text-brand">
        {t`Caricamento dell'anteprima`}
      </p>
    );
  return (
    <PreviewDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={file.file_nome}
      src={url}
      kind={kind}
      alt={file.file_commento?.trim() || file.file_nome}
      closeLabel={t`Chiudi`}
    />
  );
}
