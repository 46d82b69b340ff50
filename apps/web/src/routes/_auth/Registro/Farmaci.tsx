import { newTherapy, type Therapy, type TherapyType } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { type ComponentProps, useState } from 'react';
import { associatedDoctorsQueryOptions, diagnosesQueryOptions } from '../../../features/care/api/care.ts';
import { linkableDiagnoses } from '../../../features/care/linkable-diagnoses.ts';
import { patientQueryOptions } from '../../../features/patient-record/api/patient.ts';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { adverseReportsQueryOptions } from '../../../features/therapies/api/adverse-reactions.ts';
import {
  downloadTherapyListPdf,
  type TherapyDraft,
  therapiesQueryOptions,
} from '../../../features/therapies/api/therapies.ts';
import { AdverseReactionForm } from '../../../features/therapies/components/adverse-reaction-form.tsx';
import { AdverseReports } from '../../../features/therapies/components/adverse-reports.tsx';
import { DrugDataNotice } from '../../../features/therapies/components/drug-data-notice.tsx';
import { TherapyForm } from '../../../features/therapies/components/therapy-form.tsx';
import { TherapyLists } from '../../../features/therapies/components/therapy-lists.tsx';
import { loadTherapiesCatalog } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { usePendingDownload } from '../../../lib/use-pending-download.ts';
import { useRecordPage } from './-components/record-page.ts';

export const Route = createFileRoute('/_auth/Registro/Farmaci')({
  loader: ({ context: { session } }) =>
    Promise.all([
      loadTherapiesCatalog(),
      queryClient.ensureQueryData(patientQueryOptions(session.user.id_paziente)),
      queryClient.ensureQueryData(therapiesQueryOptions(session.user.id_paziente)),
      queryClient.ensureQueryData(adverseReportsQueryOptions(session.user.id_utente)),
    ]),
  errorComponent: RouteError,
  component: MedicationsPage,
});

interface Editing {
  draft: TherapyDraft;
  drugName: string;
}

function draftOf(therapy: Therapy): TherapyDraft {
  return {
    id_terapie: therapy.id_terapie,
    id_paziente: therapy.id_paziente,
    tipo_terapia: therapy.tipo_terapia,
    id_farmaco_codifa: therapy.id_farmaco_codifa,
    prescrittore: therapy.prescrittore ?? '',
    id_prescrittore: therapy.id_prescrittore,
    quantita_farmaceutica: therapy.quantita_farmaceutica ?? '',
    frequenza_farmaceutica: therapy.frequenza_farmaceutica ?? '',
    data_inizio: therapy.data_inizio,
    data_fine: therapy.data_fine ?? '',
    id_diagnosi: therapy.id_diagnosi,
    note: therapy.note ?? '',
    id_livello_confidenzialita: therapy.id_livello_confidenzialita,
  };
}

/** /Registro/Farmaci (spec 000 section 2 "Medications"): three lists, the modals and the drug-data notice. */
function MedicationsPage() {
  const { t } = useLingui();
  const { session, patientId, patient, gate } = useRecordPage();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [moving, setMoving] = useState<Therapy | null>(null);
  const [reporting, setReporting] = useState<Therapy | null>(null);
  const printing = usePendingDownload(() => downloadTherapyListPdf(patientId));

  const add = (type: TherapyType) =>
    void gate('aggiungifarmaci', () => {
      const fresh = newTherapy(type);
      setEditing({
        drugName: '',
        draft: {
          ...fresh,
          id_paziente: patientId,
          id_farmaco_codifa: '',
          prescrittore: '',
          id_prescrittore: null,
          quantita_farmaceutica: '',
          frequenza_farmaceutica: '',
          data_inizio: '',
          data_fine: '',
          id_diagnosi: null,
          note: '',
        },
      });
    });

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-bold text-3xl text-brand">{t`Farmaci`}</h1>
      <TherapyLists
        patientId={patientId}
        levels={patient.data?.liveli_confidencialita ?? []}
        onAdd={add}
        onEdit={(therapy) =>
          void gate('modificafarmaci', () =>
            setEditing({ draft: draftOf(therapy), drugName: therapy.farmaco?.descrizione_breve ?? '' }),
          )
        }
        onMove={(therapy) => void gate('spostaFarmaci', () => setMoving(therapy))}
        onReport={setReporting}
        moving={moving}
        onMoveClosed={() => setMoving(null)}
      />
      {editing ? (
        <TherapyFormWithChoices
          initial={editing.draft}
          initialDrugName={editing.drugName}
          levels={patient.data?.liveli_confidencialita ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {reporting && patient.data ? (
        <AdverseReactionForm
          therapy={reporting}
          patient={patient.data}
          userId={session.user.id_utente}
          onClose={() => setReporting(null)}
        />
      ) : null}
      <AdverseReports
        userId={session.user.id_utente}
        structures={patient.data?.pharmacovigilance_structures ?? []}
      />
      <DrugDataNotice onPrint={() => void printing.run()} printing={printing.pending} />
    </div>
  );
}

/**
 * The therapy form with the care data it offers (diagnoses to link, doctors as prescribers):
 * two features composed here, loaded when the form opens.
 */
function TherapyFormWithChoices(props: Omit<ComponentProps<typeof TherapyForm>, 'diagnoses' | 'doctors'>) {
  const { t } = useLingui();
  const patientId = props.initial.id_paziente;
  const diagnoses = useQuery(diagnosesQueryOptions(patientId));
  const doctors = useQuery(associatedDoctorsQueryOptions(patientId));
  return (
    <TherapyForm
      {...props}
      diagnoses={{
        ...diagnoses,
        // An excluded diagnosis stays offered on the therapy it is already linked to.
        data: diagnoses.data && linkableDiagnoses(diagnoses.data, props.initial.id_diagnosi),
      }}
      doctors={doctors}
      diagnosesLink={
        <Link to="/Registro/Diagnosi" className="font-semibold text-brand underline">
          {t`Gestisci le tue diagnosi e allergie`}
        </Link>
      }
    />
  );
}
