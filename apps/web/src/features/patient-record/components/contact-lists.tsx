import {
  actionLabels,
  type ConfidentialityLevel,
  type Contact,
  ContactSchema,
  capitalizeWords,
  confidentialityLabels,
  confidentialityLevels,
  confirmMessages,
  failureMessages,
  markContactDeleted,
  notSpecifiedLabel,
  type Patient,
  showsContactConfidentiality,
  successMessages,
} from '@cartella/domain';
import { CollapsibleSection } from '@cartella/ui/collapsible-section';
import { ConfidentialityDialog } from '@cartella/ui/confidentiality-dialog';
import { useConfirm } from '@cartella/ui/confirm-dialog';
import { FormModal } from '@cartella/ui/form-modal';
import { IconButton } from '@cartella/ui/icon-button';
import { PhoneField } from '@cartella/ui/phone-field';
import { RecordList } from '@cartella/ui/record-list';
import { Select } from '@cartella/ui/select';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { domainText } from '../../../lib/i18n.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { type ContactCollection, patientKeys, reloadContacts, saveContact } from '../api/patient.ts';
import { useRecordSaveOptions } from './record-save.ts';

const collectionType = { contattiemergenza: 10, contattialtro: 0 } as const;

function levelLabel(level: number | undefined): string {
  const known = confidentialityLevels.find((entry) => entry === level);
  return domainText(known === undefined ? notSpecifiedLabel : confidentialityLabels[known]);
}

function ContactModal({
  patientId,
  collection,
  contact,
  onClose,
  onSaved,
}: {
  patientId: number;
  collection: ContactCollection;
  contact: Contact | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useLingui();
  const [name, setName] = useState(contact?.contatto_nominativo ?? '');
  const [phone, setPhone] = useState(contact?.contatto_telefono ?? '');
  const [level, setLevel] = useState(contact ? String(contact.id_livello_confidenzialita) : '');
  const { errors, submit: saveForm } = useFormSave({
    ...useRecordSaveOptions(),
    schema: ContactSchema,
    save: (_input: unknown, contactToSave) => saveContact(patientId, collection, contactToSave),
    // The list is re-read after any outcome, so it shows what is stored.
    onSaved,
    onFailed: (error) => (error instanceof ApiError && error.fields.length > 0 ? undefined : onSaved()),
  });
  const isNew = contact === null;
  // Spec part 1 section 5: the confidentiality choice is shown only for new contacts (id 0).
  const askLevel = showsContactConfidentiality({ id_contatto: contact?.id_contatto ?? 0 });

  function submit() {
    return saveForm({
      id_contatto: contact?.id_contatto ?? 0,
      id_contatto_tipologia: collectionType[collection],
      contatto_nominativo: capitalizeWords(name.trim()),
      contatto_telefono: phone.trim(),
      id_livello_confidenzialita: level === '' ? undefined : Number(level),
    });
  }

  return (
    <FormModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={isNew ? t`Nuovo contatto` : t`Modifica contatto`}
      confirmLabel={domainText(actionLabels.save)}
      cancelLabel={domainText(actionLabels.cancel)}
      onSubmit={submit}
    >
      <TextField
        label={t`Nominativo`}
        value={name}
        onChange={(event) => setName(capitalizeWords(event.target.value))}
        error={errors.contatto_nominativo}
      />
      <PhoneField
        label={t`Telefono`}
        defaultValue={phone}
        onValueChange={(parsed, text) => setPhone(parsed.international ?? text)}
        error={errors.contatto_telefono}
      />
      {askLevel ? (
        <Select
          label={t`Livello di confidenzialità`}
          options={confidentialityLevels.map((value) => ({
            value: String(value),
            label: domainText(confidentialityLabels[value]),
          }))}
          value={level}
          onValueChange={setLevel}
          placeholder={t`Seleziona…`}
          error={errors.id_livello_confidenzialita}
        />
      ) : null}
    </FormModal>
  );
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

  async function changeLevel(contact: Contact, level: string) {
    try {
      await saveContact(patient.id_paziente, collection, {
        ...contact,
        id_livello_confidenzialita: Number(level) as ConfidentialityLevel,
      });
      toast.show({ variant: 'success', title: domainText(successMessages.confidentialityUpdated) });
      await reload();
      return true;
    } catch {
      toast.show({ variant: 'error', title: domainText(failureMessages.confidentialityUpdateFailed) });
      return false;
    }
  }

  return (
    <CollapsibleSection
      title={title}
      storageKey={`patient-record.${collection}`}
      defaultOpen
      actions={<IconButton icon="plus" label={t`Aggiungi contatto`} onClick={() => setEditing('new')} />}
    >
      <RecordList<Contact>
        caption={title}
        rows={rows}
        getRowKey={(row) => String(row.id_contatto)}
        empty={t`Nessun contatto`}
        actionsHeader={t`Azioni`}
        columns={[
          { key: 'name', header: t`Nominativo`, cell: (row) => row.contatto_nominativo },
          { key: 'phone', header: t`Telefono`, cell: (row) => row.contatto_telefono },
          // Spec part 1 section 2: visibility shown as Totale/Minima/Parziale, otherwise 'Non
          // specificato'; a contact carries no visibility (section 3), so it is never specified.
          { key: 'visibility', header: t`Visibilità`, cell: () => domainText(notSpecifiedLabel) },
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
        <ConfidentialityDialog
          open
          onOpenChange={(open) => {
            if (!open) setLocking(null);
          }}
          title={t`Confidenzialità`}
          levels={confidentialityLevels.map((value) => ({
            value: String(value),
            label: domainText(confidentialityLabels[value]),
          }))}
          value={String(locking.id_livello_confidenzialita)}
          levelsLabel={t`Livello di confidenzialità`}
          confirmLabel={domainText(actionLabels.save)}
          cancelLabel={domainText(actionLabels.cancel)}
          onConfirm={(level) => changeLevel(locking, level)}
        />
      ) : null}
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
