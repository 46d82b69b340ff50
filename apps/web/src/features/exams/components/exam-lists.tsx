import {
  EXAM_SEARCH_DEBOUNCE_MS,
  EXAM_SEARCH_MIN_LENGTH,
  type ExamListStatus,
  examListRefusal,
  examListStatuses,
  examMoveTargets,
  examStatusLabels,
  examTakesResults,
  examTypeLabels,
  infoMessages,
  issueMessages,
} from '@cartella/domain';
import { todayIso } from '@cartella/ui/date-field';
import { EmptyState } from '@cartella/ui/empty-state';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { domainText } from '../../../lib/i18n.ts';
import { QueryStatus } from '../../../lib/query-view.tsx';
import {
  type GroupedRecordListProps,
  PatientRecordList,
  RecordMoveDialog,
  RecordSection,
  useRecordActions,
} from '../../../lib/record-lists.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  type ExamItem,
  examSearchQueryOptions,
  examsQueryOptions,
  useDeleteExamMutation,
  useExamConfidentialityMutation,
  useMoveExamMutation,
} from '../api/exams.ts';
import { ExamAttachmentsDialog } from './exam-attachments-dialog.tsx';
import { ExamFileForm } from './exam-file-form.tsx';
import { ExamResultsDialog } from './exam-results-dialog.tsx';

/** The route asks for aggiungiesame, modificaesame and spostaEsame first. */
export type ExamListsProps = GroupedRecordListProps<ExamItem, ExamListStatus>;

function examName(exam: ExamItem): string {
  return exam.indagine_descrizione !== ''
    ? exam.indagine_descrizione
    : domainText(examTypeLabels[exam.indagine_tipologia]);
}

function centreOf(exam: ExamItem): string {
  return exam.centro_nome !== '' ? exam.centro_nome : (exam.altro_centro ?? '');
}

/**
 * The exams of /Registro/Esami (spec 000 section 2 "Exams"): the search box and three lists by
 * status (Richiesti, Programmati, Completati), each with pen, move, upload, attachments, lock and
 * trash.
 */
export function ExamLists({
  patientId,
  levels,
  onAdd,
  onEdit,
  onMove,
  moving,
  onMoveClosed,
}: ExamListsProps) {
  const { t, i18n } = useLingui();
  const exams = useQuery(examsQueryOptions(patientId));
  const [search, setSearch] = useState('');
  // The server is asked when the patient pauses, not at every key.
  const deferred = useDebouncedValue(search.trim(), EXAM_SEARCH_DEBOUNCE_MS);
  const searching = deferred.length >= EXAM_SEARCH_MIN_LENGTH;
  const found = useQuery({ ...examSearchQueryOptions(patientId, deferred), enabled: searching });
  const lock = useExamConfidentialityMutation();
  const move = useMoveExamMutation();
  const remove = useDeleteExamMutation();
  const [uploading, setUploading] = useState<ExamItem | null>(null);
  const [viewing, setViewing] = useState<ExamItem | null>(null);
  const [showingResults, setShowingResults] = useState<ExamItem | null>(null);

  const actions = useRecordActions({ name: examName });
  // The server decides on its own date (Europe/Rome); this one only spares a refused move.
  const today = todayIso();

  if (exams.isPending || exams.isError)
    return <QueryStatus query={exams} loading={t`Caricamento degli esami`} />;

  const shown = searching ? (found.data ?? []) : exams.data;
  const columns = [
    { key: 'indagine', header: t`Indagine`, cell: examName },
    {
      key: 'tipologia',
      header: t`Tipologia`,
      cell: (row: ExamItem) => domainText(examTypeLabels[row.indagine_tipologia]),
    },
    {
      key: 'data',
      header: t`Data`,
      cell: (row: ExamItem) =>
        row.indagine_data_display === null ? '' : formatDate(row.indagine_data_display, i18n.locale),
    },
    { key: 'centro', header: t`Centro`, cell: centreOf },
    { key: 'medico', header: t`Medico`, cell: (row: ExamItem) => row.careprovider ?? '' },
    { key: 'motivo', header: t`Motivo`, cell: (row: ExamItem) => row.indagine_motivo },
  ];

  return (
    <div className="flex flex-col gap-6">
      <TextField
        label={t`Cerca negli esami`}
        type="search"
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.target.value)}
        description={t`Scrivi almeno 3 caratteri`}
      />
      {searching && found.isSuccess && found.data.length === 0 ? (
        <p role="status" className="font-semibold">
          {domainText(infoMessages.examSearchEmpty)}
        </p>
      ) : null}
      {examListStatuses.map((status) => {
        const title = domainText(examStatusLabels[status]);
        return (
          <RecordSection
            key={status}
            title={title}
            addLabel={t`Aggiungi esame a ${title}`}
            onAdd={() => onAdd(status)}
          >
            <PatientRecordList
              caption={title}
              rows={shown.filter((exam) => exam.indagine_stato === status)}
              getRowKey={(exam) => String(exam.id_indagine)}
              columns={columns}
              actions={[
                actions.editAction(onEdit),
                {
                  key: 'move',
                  icon: 'up-down',
                  label: (row) => t`Sposta ${examName(row)}`,
                  onSelect: onMove,
                },
                {
                  key: 'upload',
                  icon: 'paperclip',
                  label: (row) => t`Carica un file per ${examName(row)}`,
                  onSelect: setUploading,
                },
                {
                  key: 'attachments',
                  icon: 'download',
                  label: (row) => t`Allegati di ${examName(row)}`,
                  onSelect: setViewing,
                },
                actions.lockAction(),
                {
                  key: 'results',
                  icon: 'eye',
                  label: (row) => t`Risultati di ${examName(row)}`,
                  onSelect: setShowingResults,
                  isHidden: (row) => !examTakesResults(row, today),
                },
                actions.deleteAction((row) => remove.mutateAsync(row.id_indagine)),
              ]}
              empty={<EmptyState title={t`Nessun esame in questa lista`} />}
            />
          </RecordSection>
        );
      })}
      {moving && moving.indagine_stato !== 3 ? (
        <RecordMoveDialog
          title={t`Sposta l'esame`}
          description={examName(moving)}
          targets={examMoveTargets(moving.indagine_stato)}
          targetLabel={(status) => domainText(examStatusLabels[status])}
          targetRefusal={(status) => {
            const refusal = examListRefusal(moving, status, today);
            return refusal === null ? null : domainText(issueMessages[refusal]);
          }}
          onMove={(status) => move.mutateAsync({ id: moving.id_indagine, status })}
          onClose={onMoveClosed}
          feedback={actions.feedback}
        />
      ) : null}
      {uploading ? (
        <ExamFileForm
          examId={uploading.id_indagine}
          examName={examName(uploading)}
          levels={levels}
          onClose={() => setUploading(null)}
        />
      ) : null}
      {viewing ? (
        <ExamAttachmentsDialog
          examId={viewing.id_indagine}
          examName={examName(viewing)}
          onClose={() => setViewing(null)}
        />
      ) : null}
      {showingResults ? (
        <ExamResultsDialog
          patientId={patientId}
          examId={showingResults.id_indagine}
          examName={examName(showingResults)}
          examDate={showingResults.indagine_data_display}
          onClose={() => setShowingResults(null)}
        />
      ) : null}
      {actions.renderLockDialog({
        levels,
        save: (row, level) => lock.mutateAsync({ id: row.id_indagine, level }),
      })}
    </div>
  );
}
