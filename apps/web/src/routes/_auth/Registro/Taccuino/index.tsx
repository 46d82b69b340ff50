import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { diaryListQueryOptions } from '../../../../features/diary/api/diary.ts';
import { DiaryList } from '../../../../features/diary/components/diary-list.tsx';
import { patientQueryOptions } from '../../../../features/patient-record/api/patient.ts';
import { RouteError } from '../../../../features/shell/components/route-error.tsx';
import { queryClient } from '../../../../lib/query-client.ts';
import { useRecordPage } from '../-components/record-page.ts';

export const Route = createFileRoute('/_auth/Registro/Taccuino/')({
  loader: ({ context: { session } }) =>
    Promise.all([
      queryClient.ensureQueryData(patientQueryOptions(session.user.id_paziente)),
      queryClient.ensureQueryData(diaryListQueryOptions(session.user.id_paziente)),
    ]),
  errorComponent: RouteError,
  component: DiaryListPage,
});

/** /Registro/Taccuino (spec 000 section 2): the pain diary list. */
function DiaryListPage() {
  const { t } = useLingui();
  const { patientId, patient, gate } = useRecordPage();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-bold text-3xl text-brand">{t`Taccuino`}</h1>
      {
        <DiaryList
          patientId={patientId}
          levels={patient.data?.liveli_confidencialita ?? []}
          onAdd={() =>
            void gate('aggiungitaccuino', () =>
              navigate({ to: '/Registro/Taccuino/$id', params: { id: 'Nuova' } }),
            )
          }
          onEdit={(entry) =>
            void gate('modificataccuino', () =>
              navigate({ to: '/Registro/Taccuino/$id', params: { id: String(entry.id_taccuino) } }),
            )
          }
        />
      }
    </div>
  );
}
