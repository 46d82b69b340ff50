import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { patientQueryOptions } from '../../../features/patient-record/api/patient.ts';
import { AllergyNotice } from '../../../features/patient-record/components/allergy-notice.tsx';
import { ContactLists } from '../../../features/patient-record/components/contact-lists.tsx';
import { isNewRecord } from '../../../features/patient-record/components/new-record.ts';
import {
  type RecordCardEditing,
  SummaryCards,
} from '../../../features/patient-record/components/summary-cards.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';

export const Route = createFileRoute('/_auth/Registro/SchedaPaziente')({
  // The landing page after sign-in: its loader stays with the route definitions, so the record's
  // request leaves as soon as the guard has the session, while the page's code downloads. The
  // loader imports what it needs, so the login page does not carry the query client.
  codeSplitGroupings: [['component'], ['errorComponent']],
  loader: async ({ context }) => {
    const [{ queryClient: client }, { patientQueryOptions: record }] = await Promise.all([
      import('../../../lib/query-client.ts'),
      import('../../../features/patient-record/api/patient.ts'),
    ]);
    return client.ensureQueryData(record(context.session.user.id_paziente));
  },
  errorComponent: RouteError,
  component: PatientRecordPage,
});

// Shown only on a record with no health data yet: its code loads then, and off the page's budget.
const StartHere = lazy(() =>
  import('../../../features/patient-record/components/start-here.tsx').then((module) => ({
    default: module.StartHere,
  })),
);

/** The landing screen after sign-in (spec part 1, section 2 "Patient record screen"). */
function PatientRecordPage() {
  const { t } = useLingui();
  const { session } = Route.useRouteContext();
  const patient = useQuery(patientQueryOptions(session.user.id_paziente));
  // Which card's form is open: the cards' pens open them, and so does the start-here box.
  const [editing, setEditing] = useState<RecordCardEditing>(null);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-bold text-3xl text-brand">{t`Scheda paziente`}</h1>
      {/* The record area keeps at least a screen's height while loading and after, so the footer
          does not jump into view and out again as the data arrives (layout shift). */}
      <div className="flex min-h-screen flex-col gap-6">{body()}</div>
    </div>
  );

  function body() {
    return patient.isPending ? (
      <p role="status" className="font-semibold text-brand text-xl">
        {t`CARICAMENTO DEI TUOI DATI`}
      </p>
    ) : patient.isError ? (
      <p role="alert" className="font-semibold text-danger-strong">
        {patient.error.message}
      </p>
    ) : (
      <>
        <p className="text-lg">
          {t`Benvenuta/o, ${patient.data.paziente_nome} ${patient.data.paziente_cognome}`}
        </p>
        {isNewRecord(patient.data) ? (
          <Suspense fallback={null}>
            <StartHere patient={patient.data} onCompletePersonalData={() => setEditing('personal')} />
          </Suspense>
        ) : null}
        <AllergyNotice allergies={patient.data.allergie ?? []} />
        <SummaryCards patient={patient.data} editing={editing} onEditingChange={setEditing} />
        <ContactLists patient={patient.data} />
      </>
    );
  }
}
