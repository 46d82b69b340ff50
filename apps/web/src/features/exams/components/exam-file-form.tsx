import { createExamFileSchema, failureMessages, ordinaryFileTypes, successMessages } from '@cartella/domain';
import { todayIso, useFutureDateReset } from '@cartella/ui/date-field';
import { FormModal } from '@cartella/ui/form-modal';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfidentialitySelect } from '../../../lib/confidentiality-select.tsx';
import { FileDetailsFields, useFilePick } from '../../../lib/file-upload-fields.tsx';
import { issueText } from '../../../lib/form-issues.ts';
import { UploadProgress, useUploadProgress } from '../../../lib/upload-progress.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { type ExamFileDraft, useUploadExamFileMutation } from '../api/exam-attachments.ts';
import type { ConfidentialityChoice } from './exam-form.tsx';

export interface ExamFileFormProps {
  examId: number;
  /** The exam's name, in the title. */
  examName: string;
  /** Confidentiality levels, already in the patient's language. */
  levels: readonly ConfidentialityChoice[];
  onClose: () => void;
}

/**
 * The file upload modal of /Registro/Esami (spec 000 section 5 "Exam file"): file, survey date
 * (not in the future), file type and confidentiality required, confidentiality 1 by default.
 * 'File caricato con successo!' on success; a failure asks to retry and names the support address.
 */
export function ExamFileForm({ examId, examName, levels, onClose }: ExamFileFormProps) {
  const { t } = useLingui();
  const toast = useToast();
  const upload = useUploadExamFileMutation();
  const today = todayIso();
  const [draft, setDraft] = useState<ExamFileDraft>({
    id_indagine: examId,
    type: '',
    created_at: today,
    file_commento: '',
    id_livello_confidenzialita: 1,
  });
  const picked = useFilePick('ordinary');
  const { progress, run } = useUploadProgress();
  const date = useFutureDateReset(today, today);
  const update = (patch: Partial<ExamFileDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const { errors, submit } = useFormSave({
    schema: createExamFileSchema({ today }),
    save: async (body: ExamFileDraft) => {
      const { file } = picked;
      if (file === null) throw new Error('no file');
      return run((onProgress) => upload.mutateAsync({ file, draft: body, onProgress }));
    },
    feedback: {
      saved: successMessages.fileUploaded,
      failed: failureMessages.genericError,
      failureText: 'server',
    },
    toast,
  });

  async function onSubmit() {
    if (!picked.check()) return false;
    return submit({ ...draft, created_at: date.value });
  }

  const dateError = date.wasReset ? issueText('survey_date_in_future') : errors.created_at;
  return (
    <FormModal
      open
      onResult={() => onClose()}
      title={t`Carica un file`}
      description={examName}
      confirmLabel={t`Carica`}
      cancelLabel={t`Annulla`}
      onSubmit={onSubmit}
      size="lg"
    >
      <div className="flex flex-col gap-4">
        <TextField
          label={t`Scegli il file`}
          type="file"
          onChange={(event) => picked.pick(event.target.files?.[0] ?? null, event.target)}
          error={picked.error ?? errors.file}
          required
        />
        <FileDetailsFields
          types={ordinaryFileTypes}
          draft={draft}
          update={update}
          date={date}
          dateError={dateError}
          errors={errors}
        />
        <ConfidentialitySelect
          levels={levels}
          draft={draft}
          update={update}
          unknownLevel={1}
          errors={errors}
          required
        />
        <UploadProgress progress={progress} />
      </div>
    </FormModal>
  );
}
