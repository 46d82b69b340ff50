import {
  bodyRegionLabels,
  type DiaryPainMark,
  markedPainLevels,
  painLevelLabels,
  successMessages,
} from '@cartella/domain';
import { EmptyState } from '@cartella/ui/empty-state';
import { Modal } from '@cartella/ui/modal';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { domainText } from '../../../lib/i18n.ts';
import { QueryStatus } from '../../../lib/query-view.tsx';
import {
  PatientRecordList,
  RecordSection,
  type SingleRecordListProps,
  useRecordActions,
} from '../../../lib/record-lists.tsx';
import {
  type DiaryEntrySummary,
  diaryImagesQueryOptions,
  diaryListQueryOptions,
  useDeleteDiaryEntryMutation,
  useDiaryConfidentialityMutation,
} from '../api/diary.ts';

/** The route asks for aggiungitaccuino and modificataccuino first. */
export type DiaryListProps = SingleRecordListProps<DiaryEntrySummary>;

/**
 * The diary list (spec 000 section 2 "Diary (Taccuino)"): description and date, row actions view
 * (front and back drawings), edit, confidentiality and delete with confirmation, and an add button.
 */
export function DiaryList({ patientId, levels, onAdd, onEdit }: DiaryListProps) {
  const { t, i18n } = useLingui();
  const list = useQuery(diaryListQueryOptions(patientId));
  const remove = useDeleteDiaryEntryMutation();
  const setConfidentiality = useDiaryConfidentialityMutation();
  const [viewing, setViewing] = useState<DiaryEntrySummary | null>(null);

  const describe = (entry: DiaryEntrySummary) =>
    entry.taccuino_descrizione || t`Voce del ${formatDate(entry.taccuino_data, i18n.locale)}`;
  const actions = useRecordActions({ name: describe, failure: t`Operazione non riuscita` });

  return (
    <RecordSection
      title={t`Le tue voci`}
      addLabel={t`Aggiungi voce`}
      onAdd={onAdd}
      className="flex flex-col gap-4"
    >
      {list.isPending || list.isError ? (
        <QueryStatus query={list} loading={t`Caricamento del taccuino`} />
      ) : (
        <PatientRecordList
          caption={t`Taccuino del dolore`}
          rows={list.data}
          getRowKey={(entry) => String(entry.id_taccuino)}
          columns={[
            { key: 'descrizione', header: t`Descrizione`, cell: (entry) => entry.taccuino_descrizione },
            {
              key: 'data',
              header: t`Data`,
              cell: (entry) => formatDate(entry.taccuino_data, i18n.locale),
              noWrap: true,
            },
            { key: 'intensita', header: t`Intensità massima`, cell: (entry) => strongestLevel(entry) },
            { key: 'zone', header: t`Zone del dolore`, cell: (entry) => painAreas(entry) },
          ]}
          actions={[
            {
              key: 'view',
              icon: 'eye',
              label: (entry) => t`Vedi i disegni di ${describe(entry)}`,
              onSelect: setViewing,
              showOnCompact: true,
            },
            actions.editAction(onEdit),
            actions.lockAction(),
            actions.deleteAction((entry) => remove.mutateAsync(entry.id_taccuino), {
              success: t`Voce del taccuino eliminata`,
            }),
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
      {actions.renderLockDialog({
        levels,
        save: (row, level) => setConfidentiality.mutateAsync({ entryId: row.id_taccuino, level }),
        success: domainText(successMessages.confidentialityUpdated),
      })}
    </RecordSection>
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
  const { t, i18n } = useLingui();
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
      description={formatDate(entry.taccuino_data, i18n.locale)}
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
