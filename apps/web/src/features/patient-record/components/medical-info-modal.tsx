import { bloodGroups, MedicalInfoSchema, organDonationChoices, organDonationLabels } from '@cartella/domain';
import { RadioGroup } from '@cartella/ui/radio-group';
import { Select } from '@cartella/ui/select';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { domainText } from '../../../lib/i18n.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { useSavePatientMutation } from '../api/patient.ts';
import { RecordFormModal, type RecordSectionModalProps } from './record-form-modal.tsx';
import { useRecordSaveOptions } from './record-save.ts';

/**
 * Medical info edit (spec part 1 section 2: blood group 0+ ... AB-, written like '0 +'; organ
 * donation 0 does not consent, 1 consents). The spec cuts this modal off after the two fields.
 */
export function MedicalInfoModal({ patient, open, onOpenChange }: RecordSectionModalProps) {
  const { t } = useLingui();
  const [group, setGroup] = useState<string>(patient.paziente_gruppo ?? '');
  const [donation, setDonation] = useState(
    patient.paziente_donatore_organi === null ? '' : String(patient.paziente_donatore_organi),
  );
  const save = useSavePatientMutation();
  const { errors, submit: saveForm } = useFormSave({
    ...useRecordSaveOptions(),
    schema: MedicalInfoSchema,
    save: (_section, output) =>
      save.mutateAsync({
        page: 'medical',
        patient: {
          ...patient,
          paziente_gruppo: output.paziente_gruppo ?? null,
          paziente_donatore_organi: output.paziente_donatore_organi ?? null,
        },
      }),
  });

  function submit() {
    return saveForm({
      paziente_gruppo: group === '' ? null : group,
      paziente_donatore_organi: donation === '' ? null : Number(donation),
    });
  }

  return (
    <RecordFormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Modifica informazioni mediche`}
      onSubmit={submit}
    >
      <Select
        label={t`Gruppo sanguigno`}
        options={bloodGroups.map((value) => ({ value, label: value }))}
        value={group}
        onValueChange={setGroup}
        placeholder={t`Seleziona…`}
        error={errors.paziente_gruppo}
      />
      <RadioGroup
        label={t`Donazione organi`}
        options={organDonationChoices.map((value) => ({
          value: String(value),
          label: domainText(organDonationLabels[value]),
        }))}
        value={donation}
        onValueChange={setDonation}
        error={errors.paziente_donatore_organi}
      />
    </RecordFormModal>
  );
}
