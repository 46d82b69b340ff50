import {
  confirmMessages,
  EXAM_SEARCH_DEBOUNCE_MS,
  EXAM_SEARCH_MIN_LENGTH,
  type ExamListStatus,
  examListStatuses,
  examMoveTargets,
  examStatusLabels,
  examTakesResults,
  examTypeLabels,
  failureMessages,
  infoMessages,
  successMessages,
} from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { useConfirm } from '@cartella/ui/confirm-dialog';
import { EmptyState } from '@cartella/ui/empty-state';
import { MoveDialog } from '@cartella/ui/move-dialog';
import { RecordList } from '@cartella/ui/record-list';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatItalianDate } from '../../../lib/dates.ts';
import { domainText } from '../../../lib/i18n.ts';
import { RecordLockDialog } from '../../../lib/record-lock-dialog.tsx';
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
import type { ConfidentialityChoice } from './exam-form.tsx';
import { ExamResultsDialog } from './exam-results-dialog.tsx';

export interface ExamListsProps {
  patientId: number;
  levels: readonly ConfidentialityChoice[];
  /** Add to one list: the route asks for aggiungiesame first. */
  onAdd: (status: ExamListStatus) => void;
  /** Edit: the route asks for modificaesame first. */
  onEdit: (exam: ExamItem) => void;
  /** Move: the route asks for spostaEsame first, then opens the move dialog through `moving`. */
  onMove: (exam: ExamItem) => void;
  moving: ExamItem | null;
  onMoveClosed: () => void;
}

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
  const { t } = useLingui();
  const confirm = useConfirm();
  const toast = useToast();
  const exams = useQuery(examsQueryOptions(patientId));
  const [search, setSearch] = useState('');
  // The server is asked when the patient pauses, not at every key.
  const deferred = useDebouncedValue(search.trim(), EXAM_SEARCH_DEBOUNCE_MS);
  const searching = deferred.length >= EXAM_SEARCH_MIN_LENGTH;
  const found = useQuery({ ...examSearchQueryOptions(patientId, deferred), enabled: searching });
  const lock = useExamConfidentialityMutation();
  const move = useMoveExamMutation();
  const remove = useDeleteExamMutation();
  const [locking, setLocking] = useState<ExamItem | null>(null);
  const [uploading, setUploading] = useState<ExamItem | null>(null);
  const [viewing, setViewing] = useState<ExamItem | null>(null);
  const [showingResults, setShowingResults] = useState<ExamItem | null>(null);

  const showError = (error: unknown) =>
    toast.show({
      variant: 'error',
      title: error instanceof ApiError ? error.message : domainText(failureMessages.genericError),
    });
  const showSuccess = () =>
    toast.show({ variant: 'success', title: domainText(successMessages.operationCompleted) });

  async function deleteExam(exam: ExamItem) {
    const confirmed = await confirm({
      title: domainText(confirmMessages.confirmDeleteRecord),
      confirmLabel: t`Elimina`,
      cancelLabel: t`Annulla`,
      variant: 'danger',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(exam.id_indagine);
      showSuccess();
    } catch (error) {
      showError(error);
    }
  }

  if (exams.isPending)
    return (
      <p role="status" className="font-semibold text-brand">
        {t`Caricamento degli esami`}
      </p>
    );
  if (exams.isError)
    return (
      <p role="alert" className="font-semibold text-danger-strong">
        {exams.error.message}
      </p>
    );

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
        row.indagine_data_display === null ? '' : formatItalianDate(row.indagine_data_display),
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
          <section key={status} className="flex flex-col gap-3" aria-label={title}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-bold text-2xl text-brand">{title}</h2>
              <Button onClick={() => onAdd(status)}>{t`Aggiungi esame a ${title}`}</Button>
            </div>
            <RecordList
              moreActionsLabel={t`Altre azioni`}
              caption={title}
              rows={shown.filter((exam) => exam.indagine_stato === status)}
              getRowKey={(exam) => String(exam.id_indagine)}
              columns={columns}
              actionsHeader={t`Azioni`}
              actions={[
                { key: 'edit', icon: 'pen', label: (row) => t`Modifica ${examName(row)}`, onSelect: onEdit },
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
                {
                  key: 'lock',
                  icon: 'lock',
                  label: (row) => t`Confidenzialità di ${examName(row)}`,
                  onSelect: setLocking,
                },
                {
                  key: 'results',
                  icon: 'eye',
                  label: (row) => t`Risultati di ${examName(row)}`,
                  onSelect: setShowingResults,
                  isHidden: (row) => !examTakesResults(row),
                },
                {
                  key: 'delete',
                  icon: 'trash',
                  tone: 'danger',
                  label: (row) => t`Elimina ${examName(row)}`,
                  onSelect: (row) => void deleteExam(row),
                  showOnCompact: true,
                },
              ]}
              empty={<EmptyState title={t`Nessun esame in questa lista`} />}
            />
          </section>
        );
      })}
      {moving && moving.indagine_stato !== 3 ? (
        <MoveDialog
          open
          onOpenChange={(open) => {
            if (!open) onMoveClosed();
          }}
          title={t`Sposta l'esame`}
          description={examName(moving)}
          targetsLabel={t`Sposta in`}
          targets={examMoveTargets(moving.indagine_stato).map((status) => ({
            value: String(status),
            label: domainText(examStatusLabels[status]),
          }))}
          confirmLabel={t`Sposta`}
          cancelLabel={t`Annulla`}
          onConfirm={async ({ target }) => {
            const status = examListStatuses.find((item) => String(item) === target);
            if (status === undefined) return false;
            try {
              await move.mutateAsync({ id: moving.id_indagine, status });
              showSuccess();
              onMoveClosed();
              return true;
            } catch (error) {
              showError(error);
              return false;
            }
          }}
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
      {locking ? (
        <RecordLockDialog
          levels={levels}
          value={locking.id_livello_confidenzialita}
          onClose={() => setLocking(null)}
          onSave={(level) => lock.mutateAsync({ id: locking.id_indagine, level })}
          success={domainText(successMessages.operationCompleted)}
          failure={domainText(failureMessages.genericError)}
        />
      ) : null}
    </div>
  );
}
