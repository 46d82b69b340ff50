import { type FileType, fileTypeLabels, pickedFileIssue, TEXT_LIMITS } from '@cartella/domain';
import { DateField, type FutureDateReset } from '@cartella/ui/date-field';
import { Select } from '@cartella/ui/select';
import { TextArea } from '@cartella/ui/text-area';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { issueText } from './form-issues.ts';
import { domainText } from './i18n.ts';

/**
 * The file chosen in an upload form and the issue under its field (spec 000 section 5 "File add"):
 * none chosen, or in the Kardia form anything but a PDF, which is cleared at once.
 */
export function useFilePick(variant: 'ordinary' | 'kardia') {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const issueOf = (picked: File | null) =>
    pickedFileIssue(picked === null ? null : { type: picked.type, name: picked.name }, variant);
  return {
    file,
    /** The issue of the file field, until another file is picked. */
    error,
    /** Keeps the file picked in `input`. */
    pick(picked: File | null, input: HTMLInputElement) {
      const issue = issueOf(picked);
      if (issue === 'pdf_required') {
        input.value = '';
        setFile(null);
        setError(issueText(issue));
        return;
      }
      setFile(picked);
      setError(undefined);
    },
    /** Whether a file fit for the form is chosen; when not, its field says why. */
    check(): boolean {
      const issue = issueOf(file);
      if (issue !== null) setError(issueText(issue));
      return issue === null;
    },
  };
}

export interface FileDetailsFieldsProps {
  /** The file types the form offers. */
  types: readonly FileType[];
  draft: { type: FileType | ''; file_commento: string };
  update: (patch: { type?: FileType | ''; file_commento?: string }) => void;
  /** The survey date, which is not in the future (useFutureDateReset). */
  date: FutureDateReset;
  dateError: string | undefined;
  /** The form's field issues. */
  errors: Record<string, string>;
}

/** What describes an uploaded file (a record's file, an exam's): its type, survey date and comment. */
export function FileDetailsFields({ types, draft, update, date, dateError, errors }: FileDetailsFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t`Tipo di file`}
          placeholder={t`Scegli il tipo`}
          options={types.map((type) => ({ value: type, label: domainText(fileTypeLabels[type]) }))}
          {...(draft.type === '' ? {} : { value: draft.type })}
          onValueChange={(value) => update({ type: types.find((type) => type === value) ?? '' })}
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
    </>
  );
}
