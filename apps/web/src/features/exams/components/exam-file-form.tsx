import {
  createExamFileSchema,
  failureMessages,
  fileTypeLabels,
  ordinaryFileTypes,
  pickedFileIssue,
  readConfidentialityLevel,
  successMessages,
  TEXT_LIMITS,
} from '@cartella/domain';
import { DateField, todayIso, useFutureDateReset } from '@cartella/ui/date-field';
import { FormModal } from '@cartella/ui/form-modal';
import { Select } from '@cartella/ui/select';
import { TextArea } from '@cartella/ui/text-area';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { issueText } from '../../../lib/form-issues.ts';
import { domainText } from '../../../lib/i18n.ts';
import { confidentialityOptions } from '../../../lib/record-lock-dialog.tsx';
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
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const { progress, run } = useUploadProgress();
  const date = useFutureDateReset(today, today);
  const update = (patch: Partial<ExamFileDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const { errors, submit } = useFormSave({
    schema: createExamFileSchema({ today }),
    save: async (body: ExamFileDraft) => {
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
    const issue = pickedFileIssue(file === null ? null : { type: file.type, name: file.name }, 'ordinary');
    if (issue !== null) {
      setFileError(issueText(issue));
      return false;
    }
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
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFileError(undefined);
          }}
          error={fileError ?? errors.file}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t`Tipo di file`}
            placeholder={t`Scegli il tipo`}
            options={ordinaryFileTypes.map((type) => ({
              value: type,
              label: domainText(fileTypeLabels[type]),
            }))}
            {...(draft.type === '' ? {} : { value: draft.type })}
            onValueChange={(value) =>
              update({ type: ordinaryFileTypes.find((type) => type === value) ?? '' })
            }
            error={errors.type}
            required
          />
          <DateField label={t`Data rilievo`} required {...date.fieldProps} error={dateError} />
        </div>
        <TextArea
          label={t`Commento`}
          value={draft.file_commento}
          maxLength={TEXT_LIMITS.comment}
          onChange={(event) => update({ file_commento: event.target.value })}
          error={errors.file_commento}
        />
        <Select
          label={t`Livello di confidenzialità`}
          options={confidentialityOptions(levels)}
          value={String(draft.id_livello_confidenzialita)}
          onValueChange={(value) =>
            update({ id_livello_confidenzialita: readConfidentialityLevel(value) ?? 1 })
          }
          error={errors.id_livello_confidenzialita}
          required
        />
        <UploadProgress progress={progress} />
      </div>
    </FormModal>
  );
}
