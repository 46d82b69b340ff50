import {
  createFileSchema,
  failureMessages,
  fileTypeFittingContent,
  fileTypeForContent,
  infoMessages,
  kardiaFileTypes,
  ordinaryFileTypes,
  readConfidentialityLevel,
  successMessages,
} from '@cartella/domain';
import { Checkbox } from '@cartella/ui/checkbox';
import { todayIso, useFutureDateReset } from '@cartella/ui/date-field';
import { FieldError } from '@cartella/ui/field-error';
import { Select } from '@cartella/ui/select';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FileDetailsFields, useFilePick } from '../../../lib/file-upload-fields.tsx';
import { issueText } from '../../../lib/form-issues.ts';
import { domainText } from '../../../lib/i18n.ts';
import { SaveFormModal } from '../../../lib/save-form.tsx';
import { UploadProgress, useUploadProgress } from '../../../lib/upload-progress.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { type FileDraft, useEditFileMutation, useUploadFileMutation } from '../api/files.ts';

export interface FileFormProps {
  /** The file being edited, or a new one (id 0, confidentiality 1). */
  initial: FileDraft;
  /** Kardia list (PDF only, type Kardia) or File list. */
  variant: 'ordinary' | 'kardia';
  /** Confidentiality levels, already in the patient's language. */
  levels: readonly { value: string; label: string }[];
  /** The specialty tags the file can carry (the Kardia list's Tags column). */
  tags: readonly { id: number; tag: string }[];
  onClose: () => void;
}

/**
 * The add ('Aggiungi file: ') and edit ('Modifica file') modals of /Registro/File (spec 000 section
 * 5 "File add"): file (new only), survey date and type required; the survey date is not in the
 * future (reset to today with its message, also on edit); confidentiality only on new files; in the
 * Kardia variant only a PDF is kept ('Seleziona un file PDF'). The upload shows its progress.
 */
export function FileForm({ initial, variant, levels, tags, onClose }: FileFormProps) {
  const { t } = useLingui();
  const toast = useToast();
  const upload = useUploadFileMutation();
  const edit = useEditFileMutation();
  const today = todayIso();
  const isNew = initial.id_file === 0;
  const [draft, setDraft] = useState(initial);
  const picked = useFilePick(variant);
  const { progress, run } = useUploadProgress();
  const date = useFutureDateReset(initial.data_rilievo, today);
  const toggleTag = (id: number, checked: boolean) =>
    setDraft((current) => ({
      ...current,
      tags: checked ? [...current.tags, id] : current.tags.filter((chosen) => chosen !== id),
    }));
  const update = (patch: Partial<FileDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const { errors, submit } = useFormSave({
    schema: createFileSchema({ today, variant, isNew }),
    save: async (body: FileDraft, checked) => {
      if (!isNew) return edit.mutateAsync({ ...body, type: checked.type });
      const { file } = picked;
      if (file === null) throw new Error('no file');
      return run((onProgress) => upload.mutateAsync({ file, draft: body, onProgress }));
    },
    feedback: {
      saved: isNew ? successMessages.fileSaved : successMessages.fileChanged,
      failed: failureMessages.genericError,
      failureText: 'server',
    },
    toast,
  });

  async function onSubmit() {
    if (isNew && !picked.check()) return false;
    return submit({ ...draft, data_rilievo: date.value });
  }

  const dateError = date.wasReset ? issueText('survey_date_in_future') : errors.data_rilievo;
  const title = isNew ? domainText(infoMessages.addFileTitle) : domainText(infoMessages.editFileTitle);
  return (
    <SaveFormModal
      onClose={onClose}
      title={isNew ? `${title}${variant === 'kardia' ? 'Kardia' : t`documenti e immagini`}` : title}
      onSubmit={onSubmit}
      size="lg"
    >
      <div className="flex flex-col gap-4">
        {isNew ? (
          <TextField
            label={variant === 'kardia' ? t`File PDF` : t`Scegli il file`}
            type="file"
            accept={variant === 'kardia' ? 'application/pdf,.pdf' : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              picked.pick(file, event.target);
              // The type follows what the file is: a PDF is a document, a picture a photo (issue #37).
              if (file !== null && variant === 'ordinary') {
                update({
                  type:
                    draft.type === ''
                      ? fileTypeForContent(file.type)
                      : fileTypeFittingContent(draft.type, file.type),
                });
              }
            }}
            error={picked.error ?? errors.file}
            required
          />
        ) : null}
        <FileDetailsFields
          types={variant === 'kardia' ? kardiaFileTypes : ordinaryFileTypes}
          draft={draft}
          update={update}
          date={date}
          dateError={dateError}
          errors={errors}
        />
        {tags.length > 0 ? (
          <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
            <legend className="mb-1 font-semibold">{t`Tag`}</legend>
            <div className="grid max-h-48 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2">
              {tags.map((tag) => (
                <Checkbox
                  key={tag.id}
                  label={tag.tag}
                  checked={draft.tags.includes(tag.id)}
                  onCheckedChange={(checked) => toggleTag(tag.id, checked)}
                />
              ))}
            </div>
            {errors.tags ? <FieldError>{errors.tags}</FieldError> : null}
          </fieldset>
        ) : null}
        {isNew ? (
          <Select
            label={t`Livello di confidenzialità`}
            options={[...levels]}
            value={String(draft.id_livello_confidenzialita)}
            onValueChange={(value) =>
              update({ id_livello_confidenzialita: readConfidentialityLevel(value) ?? 1 })
            }
            error={errors.id_livello_confidenzialita}
            required
          />
        ) : null}
        <UploadProgress progress={progress} />
      </div>
    </SaveFormModal>
  );
}
