import {
  actionLabels,
  type Contact,
  confidentialityLabels,
  confirmMessages,
  failureMessages,
  markContactDeleted,
  notSpecifiedLabel,
  type Patient,
  readConfidentialityLevel,
  successMessages,
  visibilityLabels,
} from '@cartella/domain';
import { CollapsibleSection } from '@cartella/ui/collapsible-section';
import { useConfirm } from '@cartella/ui/confirm-dialog';
import { IconButton } from '@cartella/ui/icon-button';
import { RecordList } from '@cartella/ui/record-list';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { domainText } from '../../../lib/i18n.ts';
import { type ContactCollection, patientKeys, reloadContacts, saveContact } from '../api/patient.ts';

// Loaded when first opened: the record page's budget (docs/benchmarks.md) has no room for dialogs.
const RecordLockDialog = lazy(() =>
  import('../../../lib/record-lock-dialog.tsx').then((module) => ({ default: module.RecordLockDialog })),
);
const ContactModal = lazy(() =>
  import('./contact-modal.tsx').then((module) => ({ default: module.ContactModal })),
);

function levelLabel(level: number | undefined): string {
  const known = readConfidentialityLevel(level);
  return domainText(known === undefined ? notSpecifiedLabel : confidentialityLabels[known]);
}

/** One collapsible contact list with add, edit, lock and delete (spec part 1 section 2). */
function ContactList({
  patient,
  collection,
  title,
}: {
  patient: Patient;
  collection: ContactCollection;
  title: string;
}) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [locking, setLocking] = useState<Contact | null>(null);
  const rows = patient[collection] ?? [];

  async function reload() {
    const next = await reloadContacts(patient.id_paziente, collection);
    if (next) queryClient.setQueryData(patientKeys.record(patient.id_paziente), next);
  }

  async function remove(contact: Contact) {
    const confirmed = await confirm({
      title: domainText(confirmMessages.confirmRemoveContact),
      confirmLabel: t`Elimina`,
      cancelLabel: domainText(actionLabels.cancel),
      variant: 'danger',
    });
    if (!confirmed) return;
    // Spec part 1 section 4: deletion sets the type to -1 and saves; on failure the type is
    // restored (the list keeps the unchanged row, since only the copy sent was marked).
    const { next } = markContactDeleted(contact);
    try {
      await saveContact(patient.id_paziente, collection, next);
      toast.show({ variant: 'success', title: domainText(successMessages.contactDeleted) });
    } catch (error) {
      toast.show({
        variant: 'error',
        title: domainText(failureMessages.contactDeleteFailed),
        description: error instanceof Error ? error.message : undefined,
      });
    }
    await reload().catch(() => undefined);
  }

  return (
    <CollapsibleSection
      title={title}
      storageKey={`patient-record.${collection}`}
      defaultOpen
      actions={<IconButton icon="plus" label={t`Aggiungi contatto`} onClick={() => setEditing('new')} />}
    >
      <RecordList<Contact>
        moreActionsLabel={t`Altre azioni`}
        caption={title}
        rows={rows}
        getRowKey={(row) => String(row.id_contatto)}
        empty={t`Nessun contatto`}
        actionsHeader={t`Azioni`}
        columns={[
          { key: 'name', header: t`Nominativo`, cell: (row) => row.contatto_nominativo },
          { key: 'phone', header: t`Telefono`, cell: (row) => row.contatto_telefono, noWrap: true },
          // Spec part 1 section 2: visibility shown as Totale/Minima/Parziale, otherwise 'Non
          // specificato'.
          {
            key: 'visibility',
            header: t`Visibilità`,
            cell: (row) =>
              domainText(row.visibility === null ? notSpecifiedLabel : visibilityLabels[row.visibility]),
          },
          {
            key: 'confidentiality',
            header: t`Confidenzialità`,
            cell: (row) => levelLabel(row.id_livello_confidenzialita),
          },
        ]}
        actions={[
          {
            key: 'edit',
            icon: 'pen',
            label: (row) => t`Modifica ${row.contatto_nominativo}`,
            onSelect: (row) => setEditing(row),
          },
          {
            key: 'lock',
            icon: 'lock',
            label: (row) => t`Confidenzialità di ${row.contatto_nominativo}`,
            onSelect: (row) => setLocking(row),
          },
          {
            key: 'delete',
            icon: 'trash',
            label: (row) => t`Elimina ${row.contatto_nominativo}`,
            onSelect: (row) => void remove(row),
            showOnCompact: true,
          },
        ]}
      />
      <Suspense fallback={null}>
        {editing !== null ? (
          <ContactModal
            patientId={patient.id_paziente}
            collection={collection}
            contact={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={reload}
          />
        ) : null}
        {locking !== null ? (
          <RecordLockDialog
            value={locking.id_livello_confidenzialita}
            onClose={() => setLocking(null)}
            onSave={async (level) => {
              await saveContact(patient.id_paziente, collection, {
                ...locking,
                id_livello_confidenzialita: level,
              });
              await reload();
            }}
            success={domainText(successMessages.confidentialityUpdated)}
            failure={domainText(failureMessages.confidentialityUpdateFailed)}
          />
        ) : null}
      </Suspense>
    </CollapsibleSection>
  );
}

/** Emergency contacts and other contacts (spec part 1 section 2 "Patient record screen"). */
export function ContactLists({ patient }: { patient: Patient }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <ContactList patient={patient} collection="contattiemergenza" title={t`Contatti di emergenza`} />
      <ContactList patient={patient} collection="contattialtro" title={t`Altri contatti`} />
    </div>
  );
}
