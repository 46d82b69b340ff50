import type { AssociatedDoctorAnswer } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { associatedDoctorsQueryOptions } from '../../../features/care/api/care.ts';
import { availableDoctorsQueryOptions } from '../../../features/care/api/doctors.ts';
import { DoctorLists } from '../../../features/care/components/doctor-lists.tsx';
import { SentMails } from '../../../features/care/components/sent-mails.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { queryClient } from '../../../lib/query-client.ts';

// The modals load when first opened (the new-doctor form carries the phone numbering plan).
const AssociationModal = lazy(() =>
  import('../../../features/care/components/association-modal.tsx').then((module) => ({
    default: module.AssociationModal,
  })),
);
const MailModal = lazy(() =>
  import('../../../features/care/components/mail-modal.tsx').then((module) => ({
    default: module.MailModal,
  })),
);
const NewDoctorModal = lazy(() =>
  import('../../../features/care/components/new-doctor-modal.tsx').then((module) => ({
    default: module.NewDoctorModal,
  })),
);

export const Route = createFileRoute('/_auth/Registro/Dottori')({
  loader: ({ context: { session } }) =>
    Promise.all([
      queryClient.ensureQueryData(associatedDoctorsQueryOptions(session.user.id_paziente)),
      queryClient.ensureQueryData(availableDoctorsQueryOptions(session.user.id_paziente)),
    ]),
  errorComponent: RouteError,
  component: DoctorsPage,
});

/** /Registro/Dottori (spec 000 section 2 "Doctors"): the patient's doctors, the directory, mail. */
function DoctorsPage() {
  const { t } = useLingui();
  const { session } = Route.useRouteContext();
  const patientId = session.user.id_paziente;
  const [locking, setLocking] = useState<AssociatedDoctorAnswer | null>(null);
  const [mailing, setMailing] = useState<AssociatedDoctorAnswer | null>(null);
  const [addingOwn, setAddingOwn] = useState(false);
  const senderName =
    [session.user.paziente_nome, session.user.paziente_cognome].filter(Boolean).join(' ') ||
    session.user.utente_nome;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-bold text-3xl text-brand">{t`Dottori`}</h1>
      <DoctorLists
        patientId={patientId}
        onMail={setMailing}
        onLock={setLocking}
        onAddOwn={() => setAddingOwn(true)}
      />
      <SentMails patientId={patientId} />
      <Suspense fallback={null}>
        {locking ? (
          <AssociationModal patientId={patientId} doctor={locking} onClose={() => setLocking(null)} />
        ) : null}
        {mailing ? (
          <MailModal
            patientId={patientId}
            doctor={mailing}
            sender={{ name: senderName, email: session.user.email }}
            onClose={() => setMailing(null)}
          />
        ) : null}
        {addingOwn ? <NewDoctorModal patientId={patientId} onClose={() => setAddingOwn(false)} /> : null}
      </Suspense>
    </div>
  );
}
