import { confirmMessages, failureMessages, fileTypeLabels, successMessages } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { useConfirm } from '@cartella/ui/confirm-dialog';
import { Modal } from '@cartella/ui/modal';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { domainText } from '../../../lib/i18n.ts';
import { formatInstant } from '../../../lib/instants.ts';
import { formatNumber } from '../../../lib/numbers.ts';
import {
  downloadExamFile,
  type ExamFileAnswer,
  examAttachmentsQueryOptions,
  useDeleteExamFileMutation,
} from '../api/exam-attachments.ts';

export interface ExamAttachmentsDialogProps {
  examId: number;
  /** The exam's name, under the title. */
  examName: string;
  onClose: () => void;
}

/** Size in MB with one decimal, at least 0.1, in the page's language (the spec states file sizes in MB). */
function megabytes(size: number, locale: string): string {
  return `${formatNumber(Math.max(size, 0.1), locale, 1, 1)} MB`;
}

/**
 * The download attachments modal of /Registro/Esami (spec 000 section 2): the exam's files with
 * survey date, type and size; each downloads through a short-lived link or is deleted after a
 * confirmation.
 */
export function ExamAttachmentsDialog({ examId, examName, onClose }: ExamAttachmentsDialogProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const confirm = useConfirm();
  const attachments = useQuery(examAttachmentsQueryOptions(examId));
  const remove = useDeleteExamFileMutation();

  const showError = (error: unknown) =>
    toast.show({
      variant: 'error',
      title: error instanceof ApiError ? error.message : domainText(failureMessages.genericError),
    });

  async function download(file: ExamFileAnswer) {
    try {
      await downloadExamFile(file);
    } catch (error) {
      showError(error);
    }
  }

  async function deleteFile(file: ExamFileAnswer) {
    const confirmed = await confirm({
      title: domainText(confirmMessages.confirmDeleteRecord),
      description: file.file_nome,
      confirmLabel: t`Elimina`,
      cancelLabel: t`Annulla`,
      variant: 'danger',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(file.id_file);
      toast.show({ variant: 'success', title: domainText(successMessages.fileDeleted) });
    } catch (error) {
      showError(error);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t`Allegati`}
      description={examName}
      confirmLabel={t`OK`}
      cancelLabel={t`Chiudi`}
      onResult={() => onClose()}
      size="lg"
    >
      {attachments.isPending ? (
        <p role="status">{t`Caricamento degli allegati`}</p>
      ) : attachments.isError ? (
        <p role="alert" className="font-semibold text-danger-strong">
          {attachments.error.message}
        </p>
      ) : attachments.data.length === 0 ? (
        <p>{t`Nessun file allegato a questo esame.`}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t`File allegati`}>
          {attachments.data.map((file) => (
            <li key={file.id_file} className="flex flex-col gap-2 rounded border border-gray-300 p-3">
              <p className="break-all font-semibold">{file.file_nome}</p>
              <p className="text-sm">
                {t`Data rilievo`}: {formatInstant(file.created_at, i18n.locale, { withTime: false })} ·{' '}
                {domainText(fileTypeLabels[file.type])} · {megabytes(file.file_size, i18n.locale)}
              </p>
              {file.file_commento ? <p className="text-sm">{file.file_commento}</p> : null}
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => void download(file)} aria-label={t`Scarica ${file.file_nome}`}>
                  {t`Scarica`}
                </Button>
                <Button
                  variant="danger"
                  onClick={() => void deleteFile(file)}
                  aria-label={t`Elimina ${file.file_nome}`}
                >
                  {t`Elimina`}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
