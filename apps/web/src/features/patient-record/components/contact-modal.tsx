import {
  type Contact,
  ContactSchema,
  capitalizeWords,
  confidentialityLabels,
  confidentialityLevels,
  normalizeContactName,
  notSpecifiedLabel,
  showsContactConfidentiality,
  visibilityFormOrder,
  visibilityLabels,
} from '@cartella/domain';
import { PhoneField } from '@cartella/ui/phone-field';
import { Select } from '@cartella/ui/select';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { domainText } from '../../../lib/i18n.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { type ContactCollection, saveContact } from '../api/patient.ts';
import { RecordFormModal } from './record-form-modal.tsx';
import { useRecordSaveOptions } from './record-save.ts';

const collectionType = { contattiemergenza: 10, contattialtro: 0 } as const;

/**
 * Adds or edits one contact (spec part 1 sections 2 and 5). Its own module so the phone field (with
 * its numbering plan metadata) loads when a contact is first edited, not with the record page.
 */
export function ContactModal({
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
  // Spec part 1 section 5: visibility options 1 Totale, 3 Parziale, 2 Minima; 'none' is not specified.
  const [visibility, setVisibility] = useState(contact?.visibility ? String(contact.visibility) : 'none');
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
      contatto_nominativo: normalizeContactName(name),
      contatto_telefono: phone.trim(),
      id_livello_confidenzialita: level === '' ? undefined : Number(level),
      visibility: visibility === 'none' ? null : Number(visibility),
    });
  }

  return (
    <RecordFormModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={isNew ? t`Nuovo contatto` : t`Modifica contatto`}
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
      <Select
        label={t`Visibilità`}
        options={[
          ...visibilityFormOrder.map((value) => ({
            value: String(value),
            label: domainText(visibilityLabels[value]),
          })),
          { value: 'none', label: domainText(notSpecifiedLabel) },
        ]}
        value={visibility}
        onValueChange={setVisibility}
        error={errors.visibility}
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
    </RecordFormModal>
  );
}
