import {
  type AllergyTarget,
  type Diagnosis,
  type DiagnosisState,
  isLicenceFree,
  newDiagnosis,
} from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { associatedDoctorsQueryOptions, diagnosesQueryOptions } from '../../../features/care/api/care.ts';
import { AllergySummary } from '../../../features/care/components/allergy-summary.tsx';
import { DiagnosisForm, type DiagnosisFormDraft } from '../../../features/care/components/diagnosis-form.tsx';
import { DiagnosisGroups } from '../../../features/care/components/diagnosis-groups.tsx';
import { patientQueryOptions } from '../../../features/patient-record/api/patient.ts';
import { hasPermission } from '../../../features/permissions/api/has-permission.ts';
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

interface Editing {
  draft: DiagnosisFormDraft;
  target: AllergyTarget | null;
  /** Whether the licence lets the patient write a Diagnosi (allergies are open to every licence). */
  diagnosesAllowed: boolean;
}

/** Whether the licence grants a key; a failed question counts as no, the server checks again. */
const granted = (key: Parameters<typeof hasPermission>[0]) => hasPermission(key).catch(() => false);

/**
 * /Registro/Diagnosi (spec 001 section 2 "Diagnoses page"): three groups, their modals. Adding,
 * editing and moving an allergy or intolerance is open to every licence (issue #37): the add modal
 * opens for everyone and offers the type Diagnosi only to a licence that includes it; editing or
 * moving a Diagnosi passes the subscription gate as the spec says.
 */
function DiagnosesPage() {
  const { t } = useLingui();
  const { patientId, patient, gate } = useRecordPage();
  const doctors = useQuery(associatedDoctorsQueryOptions(patientId));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [moving, setMoving] = useState<Diagnosis | null>(null);

  const add = async (state: DiagnosisState) =>
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
      diagnosesAllowed: await granted('aggiungidiagnosi'),
    });

  const edit = async (diagnosis: Diagnosis) => {
    const opened = { draft: draftOf(diagnosis), target: diagnosis.bersaglio ?? null };
    if (isLicenceFree(diagnosis.tipo_diagnosi))
      setEditing({ ...opened, diagnosesAllowed: await granted('modificadiagnosi') });
    else await gate('modificadiagnosi', () => setEditing({ ...opened, diagnosesAllowed: true }));
  };

  const move = (diagnosis: Diagnosis) => {
    if (isLicenceFree(diagnosis.tipo_diagnosi)) setMoving(diagnosis);
    else void gate('spostaDiagnosi', () => setMoving(diagnosis));
  };

  const patientName = patient.data ? `${patient.data.paziente_nome} ${patient.data.paziente_cognome}` : '';
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-bold text-3xl text-brand">{t({ message: 'Diagnosi', context: 'page title' })}</h1>
      <AllergySummary patientId={patientId} />
      <DiagnosisGroups
        patientId={patientId}
        levels={patient.data?.liveli_confidencialita ?? []}
        onAdd={(state) => void add(state)}
        onEdit={(diagnosis) => void edit(diagnosis)}
        onMove={move}
        moving={moving}
        onMoveClosed={() => setMoving(null)}
      />
      {editing ? (
        <DiagnosisForm
          initial={editing.draft}
          initialTarget={editing.target}
          doctors={doctors.data ?? []}
          patientName={patientName}
          diagnosesAllowed={editing.diagnosesAllowed}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
