import { DEFAULT_CONFIDENTIALITY_NEW_EXAM, type ExamListStatus } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { associatedDoctorsQueryOptions, diagnosesQueryOptions } from '../../../features/care/api/care.ts';
import { linkableDiagnoses } from '../../../features/care/linkable-diagnoses.ts';
import {
  downloadExamListPdf,
  type ExamDraft,
  type ExamItem,
  examsQueryOptions,
} from '../../../features/exams/api/exams.ts';
import { ExamForm } from '../../../features/exams/components/exam-form.tsx';
import { ExamLists } from '../../../features/exams/components/exam-lists.tsx';
import { ResultTrends } from '../../../features/exams/components/result-trends.tsx';
import { patientQueryOptions } from '../../../features/patient-record/api/patient.ts';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { loadExamsCatalog } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { usePendingDownload } from '../../../lib/use-pending-download.ts';
import { useRecordPage } from './-components/record-page.ts';

export const Route = createFileRoute('/_auth/Registro/Esami')({
  loader: ({ context: { session } }) =>
    Promise.all([
      loadExamsCatalog(),
      queryClient.ensureQueryData(patientQueryOptions(session.user.id_paziente)),
      queryClient.ensureQueryData(examsQueryOptions(session.user.id_paziente)),
    ]),
  errorComponent: RouteError,
  component: ExamsPage,
});

interface Editing {
  draft: ExamDraft;
  investigation: string;
}

function draftOf(exam: ExamItem): ExamDraft {
  return {
    id_indagine: exam.id_indagine,
    id_paziente: exam.id_paziente,
    indagine_tipologia: exam.indagine_tipologia,
    id_livello_confidenzialita: exam.id_livello_confidenzialita,
    indagine_stato: exam.indagine_stato === 3 ? 0 : exam.indagine_stato,
    indagine_motivo: exam.indagine_motivo,
    indagine_data_display: exam.indagine_data_display ?? '',
    id_diagn_investigations: exam.id_diagn_investigations,
    id_centro_indagine: exam.id_centro_indagine,
    altro_centro: exam.altro_centro ?? '',
    careprovider: exam.careprovider ?? '',
    diags: exam.diags,
  };
}

/** /Registro/Esami (spec 000 section 2 "Exams"): search, three lists by status, print, the modals. */
function ExamsPage() {
  const { t } = useLingui();
  const { patientId, patient, gate } = useRecordPage();
  const doctors = useQuery(associatedDoctorsQueryOptions(patientId));
  const diagnoses = useQuery(diagnosesQueryOptions(patientId));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [moving, setMoving] = useState<ExamItem | null>(null);
  const printing = usePendingDownload(() => downloadExamListPdf(patientId));
  const levels = patient.data?.liveli_confidencialita ?? [];

  const add = (status: ExamListStatus) =>
    void gate('aggiungiesame', () =>
      setEditing({
        investigation: '',
        draft: {
          id_indagine: 0,
          id_paziente: patientId,
          indagine_tipologia: '',
          id_livello_confidenzialita: DEFAULT_CONFIDENTIALITY_NEW_EXAM,
          indagine_stato: status,
          indagine_motivo: '',
          indagine_data_display: '',
          id_diagn_investigations: null,
          id_centro_indagine: null,
          altro_centro: '',
          careprovider: '',
          diags: [],
        },
      }),
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-bold text-3xl text-brand">{t`Esami`}</h1>
        <Button variant="secondary" onClick={() => void printing.run()} pending={printing.pending}>
          {t`Stampa esami`}
        </Button>
      </div>
      <ExamLists
        patientId={patientId}
        levels={levels}
        onAdd={add}
        onEdit={(exam) =>
          void gate('modificaesame', () =>
            setEditing({ draft: draftOf(exam), investigation: exam.indagine_descrizione }),
          )
        }
        onMove={(exam) => void gate('spostaEsame', () => setMoving(exam))}
        moving={moving}
        onMoveClosed={() => setMoving(null)}
      />
      <ResultTrends patientId={patientId} />
      {editing ? (
        <ExamForm
          initial={editing.draft}
          initialInvestigation={editing.investigation}
          levels={levels}
          doctors={doctors.data ?? []}
          diagnoses={linkableDiagnoses(diagnoses.data ?? [], null)}
          diagnosesLink={
            <Link to="/Registro/Diagnosi" className="font-semibold text-brand underline">
              {t`Gestisci le tue diagnosi e allergie`}
            </Link>
          }
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
