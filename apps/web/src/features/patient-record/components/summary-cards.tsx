import {
  type MaritalStatusId,
  maritalStatusLabels,
  organDonationLabels,
  type Patient,
  sexLabels,
} from '@cartella/domain';
import { Card } from '@cartella/ui/card';
import { useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense } from 'react';
import { BreakableAddress } from '../../../lib/breakable-address.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { domainText } from '../../../lib/i18n.ts';

// The edit modals (forms, schemas, the city search) load when one is first opened, not with the
// record page: the page's JavaScript budget is 180 kB gzip (docs/benchmarks.md).
const PersonalDataModal = lazy(() =>
  import('./personal-data-modal.tsx').then((module) => ({ default: module.PersonalDataModal })),
);
const ResidenceModal = lazy(() =>
  import('./residence-modal.tsx').then((module) => ({ default: module.ResidenceModal })),
);
const MedicalInfoModal = lazy(() =>
  import('./medical-info-modal.tsx').then((module) => ({ default: module.MedicalInfoModal })),
);

/**
 * A summary card of the kit with the record's definition list inside: each label over its value
 * while the card is narrow (a phone, or a third of a wide screen), so a value has the card's whole
 * width and stays whole; label and value side by side from 24 rem up.
 */
function SummaryCard({
  title,
  editLabel,
  onEdit,
  children,
}: {
  title: string;
  editLabel: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <Card title={title} editLabel={editLabel} onEdit={onEdit} className="min-w-0">
      <div className="@container">
        <dl className="m-0 grid grid-cols-1 @sm:grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 @sm:gap-y-2">
          {children}
        </dl>
      </div>
    </Card>
  );
}

/**
 * One label and its value. `noWrap` keeps a date, a phone number or a code on one line; other
 * values wrap between words, and inside one only when it alone is wider than the card.
 */
function Row({ label, value, noWrap = false }: { label: string; value: ReactNode; noWrap?: boolean }) {
  return (
    <>
      <dt className="font-semibold text-gray-700">{label}</dt>
      <dd className={`mb-2 @sm:mb-0 min-w-0 last:mb-0 ${noWrap ? 'whitespace-nowrap' : 'break-words'}`}>
        {value === '' || value === null || value === undefined ? '—' : value}
      </dd>
    </>
  );
}

/** The card whose edit modal is open, if any. */
export type RecordCardEditing = 'personal' | 'residence' | 'medical' | null;

/**
 * The three summary cards of the record, each opening its edit modal (spec part 1, section 2).
 * The page holds which modal is open, so the start-here box can open the personal data too.
 */
export function SummaryCards({
  patient,
  editing,
  onEditingChange: setEditing,
}: {
  patient: Patient;
  editing: RecordCardEditing;
  onEditingChange: (editing: RecordCardEditing) => void;
}) {
  const { t, i18n } = useLingui();
  const close = (open: boolean) => {
    if (!open) setEditing(null);
  };
  const contact = patient.user?.contact_detail;
  const email = patient.user?.email ?? patient.paziente_email;
  const sex =
    patient.paziente_sesso === 'male' || patient.paziente_sesso === 'female'
      ? domainText(sexLabels[patient.paziente_sesso])
      : null;
  const marital = patient.id_stato_matrimoniale
    ? maritalStatusLabels[patient.id_stato_matrimoniale as MaritalStatusId]
    : undefined;
  const donation =
    patient.paziente_donatore_organi === 0 || patient.paziente_donatore_organi === 1
      ? domainText(organDonationLabels[patient.paziente_donatore_organi])
      : null;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <SummaryCard
        title={t`Dati personali`}
        editLabel={t`Modifica dati personali`}
        onEdit={() => setEditing('personal')}
      >
        <Row label={t`Nome`} value={patient.paziente_nome} />
        <Row label={t`Cognome`} value={patient.paziente_cognome} />
        <Row label={t`Codice fiscale`} value={patient.paziente_codfiscale?.toUpperCase()} noWrap />
        <Row label={t`Data di nascita`} value={formatDate(patient.paziente_nascita, i18n.locale)} noWrap />
        <Row label={t`Sesso`} value={sex} />
        <Row label={t`Stato civile`} value={marital ? domainText(marital) : null} />
        <Row label={t`Comune di nascita`} value={contact?.comune_nascita} />
      </SummaryCard>
      <SummaryCard
        title={t`Contatti`}
        editLabel={t`Modifica residenza e contatti`}
        onEdit={() => setEditing('residence')}
      >
        <Row label={t`Comune di residenza`} value={contact?.comune_residenza} />
        <Row label={t`Indirizzo`} value={contact?.contatto_indirizzo} />
        <Row label={t`E-mail`} value={email ? <BreakableAddress address={email} /> : null} />
        <Row label={t`Telefono`} value={contact?.contatto_telefono} noWrap />
      </SummaryCard>
      <SummaryCard
        title={t`Informazioni mediche`}
        editLabel={t`Modifica informazioni mediche`}
        onEdit={() => setEditing('medical')}
      >
        <Row label={t`Gruppo sanguigno`} value={patient.paziente_gruppo} noWrap />
        <Row label={t`Donazione organi`} value={donation} />
      </SummaryCard>
      {/* Mounted only while open, so each opening starts from the current record. */}
      <Suspense fallback={null}>
        {editing === 'personal' ? <PersonalDataModal patient={patient} open onOpenChange={close} /> : null}
        {editing === 'residence' ? <ResidenceModal patient={patient} open onOpenChange={close} /> : null}
        {editing === 'medical' ? <MedicalInfoModal patient={patient} open onOpenChange={close} /> : null}
      </Suspense>
    </div>
  );
}
