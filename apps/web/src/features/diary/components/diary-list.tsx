import {
  bodyRegionLabels,
  confirmMessages,
  type DiaryPainMark,
  markedPainLevels,
  painLevelLabels,
  successMessages,
} from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { useConfirm } from '@cartella/ui/confirm-dialog';
import { EmptyState } from '@cartella/ui/empty-state';
import { Modal } from '@cartella/ui/modal';
import { RecordList } from '@cartella/ui/record-list';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatItalianDate } from '../../../lib/dates.ts';
import { domainText } from '../../../lib/i18n.ts';
import { RecordLockDialog } from '../../../lib/record-lock-dialog.tsx';
import {
  type DiaryEntrySummary,
  diaryImagesQueryOptions,
  diaryListQueryOptions,
  useDeleteDiaryEntryMutation,
  useDiaryConfidentialityMutation,
} from '../api/diary.ts';

export interface ConfidentialityChoice {
  id_livello_confidenzialita: number;
  confidenzialita_descrizione: string;
}

export interface DiaryListProps {
  patientId: number;
  /** The levels of the patient record (spec 000 section 6: "Confidentiality levels come from a server list"). */
  levels: readonly ConfidentialityChoice[];
  /** Add: the route asks for aggiungitaccuino first. */
  onAdd: () => void;
  /** Edit: the route asks for modificataccuino first. */
  onEdit: (entry: DiaryEntrySummary) => void;
}

/**
 * The diary list (spec 000 section 2 "Diary (Taccuino)"): description and date, row actions view
 * (front and back drawings), edit, confidentiality and delete with confirmation, and an add button.
 */
export function DiaryList({ patientId, levels, onAdd, onEdit }: DiaryListProps) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const toast = useToast();
  const list = useQuery(diaryListQueryOptions(patientId));
  const remove = useDeleteDiaryEntryMutation();
  const setConfidentiality = useDiaryConfidentialityMutation();
  const [viewing, setViewing] = useState<DiaryEntrySummary | null>(null);
  const [locking, setLocking] = useState<DiaryEntrySummary | null>(null);

  const showError = (error: unknown) =>
    toast.show({
      variant: 'error',
      title: error instanceof ApiError ? error.message : t`Operazione non riuscita`,
    });

  async function deleteEntry(entry: DiaryEntrySummary) {
    const confirmed = await confirm({
      title: domainText(confirmMessages.confirmDeleteRecord),
      confirmLabel: t`Elimina`,
      cancelLabel: t`Annulla`,
      variant: 'danger',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(entry.id_taccuino);
      toast.show({ variant: 'success', title: t`Voce del taccuino eliminata` });
    } catch (error) {
      showError(error);
    }
  }

  const describe = (entry: DiaryEntrySummary) =>
    entry.taccuino_descrizione || t`Voce del ${formatItalianDate(entry.taccuino_data)}`;

  return (
    <section className="flex flex-col gap-4" aria-labelledby="diary-list-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="diary-list-title" className="font-bold text-2xl text-brand">
          {t`Le tue voci`}
        </h2>
        <Button onClick={onAdd}>{t`Aggiungi voce`}</Button>
      </div>
      {list.isPending ? (
        <p role="status" className="font-semibold text-brand">
          {t`Caricamento del taccuino`}
        </p>
      ) : list.isError ? (
        <p role="alert" className="font-semibold text-danger-strong">
          {list.error.message}
        </p>
      ) : (
        <RecordList
          moreActionsLabel={t`Altre azioni`}
          caption={t`Taccuino del dolore`}
          rows={list.data}
          getRowKey={(entry) => String(entry.id_taccuino)}
          columns={[
            { key: 'descrizione', header: t`Descrizione`, cell: (entry) => entry.taccuino_descrizione },
            { key: 'data', header: t`Data`, cell: (entry) => formatItalianDate(entry.taccuino_data) },
            { key: 'intensita', header: t`Intensità massima`, cell: (entry) => strongestLevel(entry) },
            { key: 'zone', header: t`Zone del dolore`, cell: (entry) => painAreas(entry) },
          ]}
          actionsHeader={t`Azioni`}
          actions={[
            {
              key: 'view',
              icon: 'eye',
              label: (entry) => t`Vedi i disegni di ${describe(entry)}`,
              onSelect: setViewing,
              showOnCompact: true,
            },
            { key: 'edit', icon: 'pen', label: (entry) => t`Modifica ${describe(entry)}`, onSelect: onEdit },
            {
              key: 'lock',
              icon: 'lock',
              label: (entry) => t`Confidenzialità di ${describe(entry)}`,
              onSelect: setLocking,
            },
            {
              key: 'delete',
              icon: 'trash',
              tone: 'danger',
              label: (entry) => t`Elimina ${describe(entry)}`,
              onSelect: (entry) => void deleteEntry(entry),
              showOnCompact: true,
            },
          ]}
          empty={
            <EmptyState
              title={t`Nessuna voce nel taccuino`}
              description={t`Segna dove senti dolore sul corpo e quanto è forte.`}
            />
          }
        />
      )}
      {viewing ? (
        <DiaryImagesDialog
          entry={viewing}
          title={describe(viewing)}
          onClose={() => setViewing(null)}
          onEdit={() => {
            setViewing(null);
            onEdit(viewing);
          }}
        />
      ) : null}
      {locking ? (
        <RecordLockDialog
          levels={levels}
          value={locking.id_livello_confidenzialita}
          onClose={() => setLocking(null)}
          onSave={(level) => setConfidentiality.mutateAsync({ entryId: locking.id_taccuino, level })}
          success={domainText(successMessages.confidentialityUpdated)}
          failure={t`Operazione non riuscita`}
        />
      ) : null}
    </section>
  );
}

interface DiaryImagesDialogProps {
  entry: DiaryEntrySummary;
  title: string;
  onClose: () => void;
  onEdit: () => void;
}

/** The eye action: front and back drawings side by side, read from /Images. */
function DiaryImagesDialog({ entry, title, onClose, onEdit }: DiaryImagesDialogProps) {
  const { t } = useLingui();
  const images = useQuery(diaryImagesQueryOptions(entry.id_taccuino));
  const views = [
    { key: 'front', label: t`Vista anteriore`, src: images.data?.taccuino_report_anteriore },
    { key: 'back', label: t`Vista posteriore`, src: images.data?.taccuino_report_posteriore },
  ];
  return (
    <Modal
      open
      onResult={(confirmed) => (confirmed ? onEdit() : onClose())}
      title={title}
      description={formatItalianDate(entry.taccuino_data)}
      size="lg"
      closeLabel={t`Chiudi`}
      cancelLabel={t`Chiudi`}
      confirmLabel={t`Modifica`}
    >
      {images.isPending ? (
        <p role="status">{t`Caricamento dei disegni`}</p>
      ) : images.isError ? (
        <p role="alert" className="text-danger-strong">
          {images.error.message}
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {views.map((view) => (
            <figure key={view.key} className="m-0 flex flex-col gap-2">
              {view.src ? (
                <img
                  src={view.src}
                  alt={t`Disegno del dolore, ${view.label}`}
                  width={419}
                  height={866}
                  className="h-auto w-full border-2 border-muted"
                />
              ) : (
                <p>{t`Nessun disegno`}</p>
              )}
              <figcaption className="font-semibold">{view.label}</figcaption>
            </figure>
          ))}
        </div>
      )}
    </Modal>
  );
}

/** The strongest pain level drawn in an entry, or a dash when nothing is marked. */
function strongestLevel(entry: DiaryEntrySummary): string {
  const rank = (level: DiaryPainMark['livello']) => markedPainLevels.indexOf(level);
  const strongest = entry.taccuino_zone.reduce<DiaryPainMark['livello'] | null>(
    (best, mark) => (best === null || rank(mark.livello) > rank(best) ? mark.livello : best),
    null,
  );
  return strongest === null ? '—' : domainText(painLevelLabels[strongest]);
}

/** The body regions marked, strongest first, each once (front and back may both show a leg). */
function painAreas(entry: DiaryEntrySummary): string {
  const rank = (level: DiaryPainMark['livello']) => markedPainLevels.indexOf(level);
  const regions = [...entry.taccuino_zone]
    .sort((first, second) => rank(second.livello) - rank(first.livello))
    .map((mark) => mark.zona);
  const unique = [...new Set(regions)];
  return unique.length === 0 ? '—' : unique.map((region) => domainText(bodyRegionLabels[region])).join(', ');
}
