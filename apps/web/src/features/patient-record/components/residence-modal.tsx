import { ResidenceSchema } from '@cartella/domain';
import { PhoneField } from '@cartella/ui/phone-field';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { useSavePatientMutation } from '../api/patient.ts';
import { CityField, type CityValue } from './city-field.tsx';
import { RecordFormModal, type RecordSectionModalProps } from './record-form-modal.tsx';
import { useRecordSaveOptions } from './record-save.ts';

/**
 * Residence and contacts edit (spec part 1 section 5 "Residence edit"): street, residence city picked
 * from the suggestions, international phone with Italy as the default country. The e-mail is the
 * account's and is changed on the account page.
 */
export function ResidenceModal({ patient, open, onOpenChange }: RecordSectionModalProps) {
  const { t } = useLingui();
  const contact = patient.user?.contact_detail;
  const [street, setStreet] = useState(contact?.contatto_indirizzo ?? '');
  const [city, setCity] = useState<CityValue>({
    name: contact?.comune_residenza ?? '',
    code: contact?.comune_residenza_codice ?? null,
  });
  const [phone, setPhone] = useState(contact?.contatto_telefono ?? '');
  const save = useSavePatientMutation();
  const { errors, submit: saveForm } = useFormSave({
    ...useRecordSaveOptions(),
    schema: ResidenceSchema,
    // The section is checked, then sent inside the whole record (PUT /api/patient, page residence).
    save: () =>
      save.mutateAsync({
        page: 'residence',
        patient: {
          ...patient,
          user: {
            ...patient.user,
            contact_detail: {
              comune_nascita: contact?.comune_nascita ?? '',
              ...contact,
              contatto_indirizzo: street.trim(),
              comune_residenza: city.name.trim(),
              comune_residenza_codice: city.code,
              contatto_telefono: phone.trim(),
            },
          },
        },
      }),
  });

  function submit() {
    return saveForm({
      contatto_indirizzo: street,
      comune_residenza: city.name,
      comune_residenza_codice: city.code,
      contatto_telefono: phone,
    });
  }

  return (
    <RecordFormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Modifica residenza e contatti`}
      onSubmit={submit}
    >
      <TextField
        label={t`Indirizzo`}
        value={street}
        onChange={(event) => setStreet(event.target.value)}
        error={errors.contatto_indirizzo}
      />
      <CityField
        label={t`Comune di residenza`}
        value={city}
        onChange={setCity}
        error={errors.comune_residenza}
      />
      <PhoneField
        label={t`Telefono`}
        defaultValue={phone}
        onValueChange={(parsed, text) => setPhone(parsed.international ?? text)}
        error={errors.contatto_telefono}
      />
    </RecordFormModal>
  );
}
