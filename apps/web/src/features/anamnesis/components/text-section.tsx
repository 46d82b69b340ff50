import {
  type AnamnesisTextSection,
  FamilyAnamnesisSchema,
  RecentPathologicalAnamnesisSchema,
  RemotePathologicalAnamnesisSchema,
  TEXT_LIMITS,
} from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { Modal } from '@cartella/ui/modal';
import { TextArea } from '@cartella/ui/text-area';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { QueryStatus } from '../../../lib/query-view.tsx';
import { dataSavedFeedback } from '../../../lib/save-form.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import {
  type AnamnesisVersion,
  textSectionBody,
  textSectionQueryOptions,
  textVersionQueryOptions,
  useSaveTextSectionMutation,
} from '../api/anamnesis.ts';
import { formatSavedAt } from './format.ts';
import { VersionList } from './version-list.tsx';

const schemas = {
  AnamnesiFamiliare: FamilyAnamnesisSchema,
  AnamnesiRemota: RemotePathologicalAnamnesisSchema,
  AnamnesiProssima: RecentPathologicalAnamnesisSchema,
} as const;

export interface TextSectionProps {
  section: AnamnesisTextSection;
  patientId: number;
  /** The text area's label (the section's name). */
  label: string;
}

/**
 * A free-text anamnesis section (spec 001 section 3 "Anamnesis texts"): the text, when it was last
 * updated, a save that keeps the earlier text as a version, and the earlier versions to read.
 */
export function TextSection({ section, patientId, label }: TextSectionProps) {
  const { t } = useLingui();
  const toast = useToast();
  const formId = useId();
  const query = useQuery(textSectionQueryOptions(section, patientId));
  const save = useSaveTextSectionMutation(section, patientId);
  const [draft, setDraft] = useState<string | null>(null);
  const [reading, setReading] = useState<AnamnesisVersion | null>(null);
  const stored = query.data?.text ?? '';
  const text = draft ?? stored;
  const field = Object.keys(textSectionBody(section, ''))[0] ?? '';
  const { errors, submit } = useFormSave({
    schema: schemas[section],
    // The checked body: the section's one text field, exactly as typed (the schema only bounds it).
    save: (_body: Record<string, string>, checked) => save.mutateAsync(checked),
    feedback: dataSavedFeedback,
    toast,
    onSaved: () => setDraft(null),
  });

  useEffect(() => {
    if (draft !== null && draft === stored) setDraft(null);
  }, [draft, stored]);

  if (query.isPending || query.isError) return <QueryStatus query={query} loading={t`Caricamento`} />;
  const { current, versioni } = query.data;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(textSectionBody(section, text));
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        {current
          ? t`Ultimo aggiornamento: ${formatSavedAt(current.dataAggiornamento)}`
          : t`Non ancora compilata`}
      </p>
      <form id={formId} className="flex flex-col gap-3" onSubmit={onSubmit} noValidate>
        <TextArea
          label={label}
          value={text}
          maxLength={TEXT_LIMITS.clinical}
          rows={5}
          onChange={(event) => setDraft(event.target.value)}
          error={errors[field]}
        />
        <div>
          <Button type="submit" disabled={draft === null} pending={save.isPending}>
            {t`Salva`}
          </Button>
        </div>
      </form>
      <VersionList versions={versioni.slice(1)} onRead={setReading} />
      {reading ? (
        <VersionText section={section} version={reading} label={label} onClose={() => setReading(null)} />
      ) : null}
    </div>
  );
}

function VersionText({
  section,
  version,
  label,
  onClose,
}: {
  section: AnamnesisTextSection;
  version: AnamnesisVersion;
  label: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const query = useQuery(textVersionQueryOptions(section, version.id_anamnesi_log));
  return (
    <Modal
      open
      title={t`${label}: versione del ${formatSavedAt(version.dataAggiornamento)}`}
      confirmLabel={t`Chiudi`}
      cancelLabel={t`Chiudi`}
      closeLabel={t`Chiudi`}
      onResult={onClose}
    >
      {query.isPending ? (
        <p role="status">{t`Caricamento`}</p>
      ) : query.isError ? (
        <p role="alert" className="text-danger-strong">
          {query.error.message}
        </p>
      ) : (
        <p className="whitespace-pre-wrap break-words">{query.data.text || t`Testo vuoto`}</p>
      )}
    </Modal>
  );
}
