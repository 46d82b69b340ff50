import { type AllergyTarget, type Diagnosis, type DiagnosisState, newDiagnosis } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { associatedDoctorsQueryOptions, diagnosesQueryOptions } from '../../../features/care/api/care.ts';
import { AllergySummary } from '../../../features/care/components/allergy-summary.tsx';
import { DiagnosisForm, type DiagnosisFormDraft } from '../../../features/care/components/diagnosis-form.tsx';
import { DiagnosisGroups } from '../../../features/care/components/diagnosis-groups.tsx';
import { patientQueryOptions } from '../../../features/patient-record/api/patient.ts';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { useRecordPage } from './-components/record-page.ts';

export const Route = createFileRoute('/_auth/Registro/Diagnosi')({
  loader: ({ context: { session } }) =>
    Promise.all([
      queryClient.ensureQueryData(patientQueryOptions(session.user.id_paziente)),
      queryClient.ensureQueryData(diagnosesQueryOptions(session.user.id_paziente)),
      queryClient.ensureQueryData(associatedDoctorsQueryOptions(session.user.id_paziente)),
    ]),
  errorComponent: RouteError,
  component: DiagnosesPage,
});

function draftOf(diagnosis: Diagnosis): DiagnosisFormDraft {
  return {
    id_diagnosi: diagnosis.id_diagnosi,
    id_paziente: diagnosis.id_paziente,
    diagnosi_stato: diagnosis.diagnosi_stato,
    tipo_diagnosi: diagnosis.tipo_diagnosi,
    diagnosi_patologia: diagnosis.diagnosi_patologia,
    careprovider: diagnosis.diagnosiDetails?.careprovider ?? '',
    id_careprovider: diagnosis.id_careprovider ?? null,
    id_livello_confidenzialita: diagnosis.id_livello_confidenzialita,
    bersaglio: diagnosis.bersaglio
      ? { tipo_bersaglio: diagnosis.bersaglio.tipo_bersaglio, codice: diagnosis.bersaglio.codice }
      : null,
  };
}

/** /Registro/Diagnosi (spec 001 section 2 "Diagnoses page"): three groups, their modals. */
function DiagnosesPage() {
  const { t } = useLingui();
  const { patientId, patient, gate } = useRecordPage();
  const doctors = useQuery(associatedDoctorsQueryOptions(patientId));
  const [editing, setEditing] = useState<{ draft: DiagnosisFormDraft; target: AllergyTarget | null } | null>(
    null,
  );
  const [moving, setMoving] = useState<Diagnosis | null>(null);

  const add = (state: DiagnosisState) =>
    void gate('aggiungidiagnosi', () =>
      setEditing({
        draft: {
          ...newDiagnosis(state),
          id_paziente: patientId,
          tipo_diagnosi: '',
          diagnosi_patologia: '',
          careprovider: '',
          id_careprovider: null,
          bersaglio: null,
        },
        target: null,
      }),
    );

  const patientName = patient.data ? `${patient.data.paziente_nome} ${patient.data.paziente_cognome}` : '';
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-bold text-3xl text-brand">{t({ message: 'Diagnosi', context: 'page title' })}</h1>
      <AllergySummary patientId={patientId} />
      <DiagnosisGroups
        patientId={patientId}
        levels={patient.data?.liveli_confidencialita ?? []}
        onAdd={add}
        onEdit={(diagnosis) =>
          void gate('modificadiagnosi', () =>
            setEditing({ draft: draftOf(diagnosis), target: diagnosis.bersaglio ?? null }),
          )
        }
        onMove={(diagnosis) => void gate('spostaDiagnosi', () => setMoving(diagnosis))}
        moving={moving}
        onMoveClosed={() => setMoving(null)}
      />
      {editing ? (
        <DiagnosisForm
          initial={editing.draft}
          initialTarget={editing.target}
          doctors={doctors.data ?? []}
          patientName={patientName}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
