import { useLingui } from '@lingui/react/macro';
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DiaryEditor } from '../../../../features/diary/components/diary-editor.tsx';
import { patientQueryOptions } from '../../../../features/patient-record/api/patient.ts';
import { RouteError } from '../../../../features/shell/components/route-error.tsx';
import { queryClient } from '../../../../lib/query-client.ts';
import { QueryView } from '../../../../lib/query-view.tsx';
import { useRecordPage } from '../-components/record-page.ts';

/** The word the spec uses for a new entry (spec 000 section 2: "/Registro/Taccuino/Nuova"). */
const NEW_ENTRY = 'Nuova';

export const Route = createFileRoute('/_auth/Registro/Taccuino/$id')({
  beforeLoad: ({ params }) => {
    if (params.id !== NEW_ENTRY && !/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
  },
  loader: ({ context }) => queryClient.ensureQueryData(patientQueryOptions(context.session.user.id_paziente)),
  errorComponent: RouteError,
  component: DiaryEditorPage,
});

/** /Registro/Taccuino/{id} and /Registro/Taccuino/Nuova: the diary editor. */
function DiaryEditorPage() {
  const { t } = useLingui();
  const { patientId, patient, gate } = useRecordPage();
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const isNew = id === NEW_ENTRY;
  const backToList = () => void navigate({ to: '/Registro/Taccuino' });

  // Opening the editor by its address is the gated action too (spec 000 section 6); a refused
  // licence shows the subscription dialog and Annulla goes back to the list.
  useEffect(() => {
    void gate(isNew ? 'aggiungitaccuino' : 'modificataccuino', () => undefined, {
      onCancel: () => void navigate({ to: '/Registro/Taccuino' }),
    });
  }, [gate, isNew, navigate]);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-bold text-3xl text-brand">
        {isNew ? t`Nuova voce del taccuino` : t`Modifica voce del taccuino`}
      </h1>
      <QueryView query={patient} loading={t`CARICAMENTO DEI TUOI DATI`}>
        {(record) => (
          <DiaryEditor
            key={id}
            patientId={patientId}
            entryId={isNew ? 'new' : Number(id)}
            sex={record.paziente_sesso}
            onClose={backToList}
          />
        )}
      </QueryView>
    </div>
  );
}
