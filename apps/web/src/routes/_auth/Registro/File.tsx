import { DEFAULT_CONFIDENTIALITY_NEW_FILE, type FileType, fileTypes } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { DevicesPanel } from '../../../features/devices/components/devices-panel.tsx';
import {
  type FileDraft,
  type FileRecordAnswer,
  filesQueryOptions,
} from '../../../features/files/api/files.ts';
import { FileForm } from '../../../features/files/components/file-form.tsx';
import { FileLists } from '../../../features/files/components/file-lists.tsx';
import { patientQueryOptions } from '../../../features/patient-record/api/patient.ts';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { loadFilesCatalog } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { levelLabel } from '../../../lib/record-lock-dialog.tsx';
import { useRecordPage } from './-components/record-page.ts';

export const Route = createFileRoute('/_auth/Registro/File')({
  loader: ({ context: { session } }) =>
    Promise.all([
      loadFilesCatalog(),
      queryClient.ensureQueryData(patientQueryOptions(session.user.id_paziente)),
      queryClient.ensureQueryData(filesQueryOptions(session.user.id_paziente)),
    ]),
  errorComponent: RouteError,
  component: FilesPage,
});

interface Editing {
  draft: FileDraft;
  variant: 'ordinary' | 'kardia';
}

function draftOf(file: FileRecordAnswer): FileDraft {
  return {
    id_file: file.id_file,
    id_paziente: file.id_paziente,
    type: fileTypes.find((type: FileType) => type === file.type) ?? '',
    data_rilievo: file.data_rilievo,
    file_commento: file.file_commento ?? '',
    tags: file.tags,
    id_livello_confidenzialita: file.id_livello_confidenzialita,
  };
}

/** /Registro/File (spec 000 section 2 "Files"): the Kardia and File lists and their modals. */
function FilesPage() {
  const { t } = useLingui();
  const { patientId, patient, gate } = useRecordPage();
  const [editing, setEditing] = useState<Editing | null>(null);
  const levels = (patient.data?.liveli_confidencialita ?? []).map((level) => ({
    value: String(level.id_livello_confidenzialita),
    label: levelLabel(level),
  }));
  const tags = patient.data?.tag_medical_specialties;
  const tagNames = useMemo(() => new Map((tags ?? []).map((tag) => [tag.id, tag.tag])), [tags]);

  const add = (variant: 'ordinary' | 'kardia') =>
    void gate('aggiungifile', () =>
      setEditing({
        variant,
        draft: {
          id_file: 0,
          id_paziente: patientId,
          type: variant === 'kardia' ? 'kardia' : '',
          data_rilievo: '',
          file_commento: '',
          tags: [],
          id_livello_confidenzialita: DEFAULT_CONFIDENTIALITY_NEW_FILE,
        },
      }),
    );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-bold text-3xl text-brand">{t`File`}</h1>
      <FileLists
        patientId={patientId}
        levels={levels}
        tagNames={tagNames}
        onAdd={add}
        onEdit={(file) =>
          void gate('modificafile', () =>
            setEditing({ draft: draftOf(file), variant: file.type === 'kardia' ? 'kardia' : 'ordinary' }),
          )
        }
      />
      <DevicesPanel patientId={patientId} />
      {editing ? (
        <FileForm
          initial={editing.draft}
          variant={editing.variant}
          levels={levels}
          tags={tags ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
