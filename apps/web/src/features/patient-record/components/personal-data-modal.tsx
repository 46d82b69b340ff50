import {
  createPatientPersonalSchema,
  issueMessages,
  joinBirthDate,
  type MaritalStatusId,
  maritalStatusLabels,
  sexes,
  sexLabels,
  splitBirthDate,
} from '@cartella/domain';
import { DateField, todayIso, useFutureDateReset } from '@cartella/ui/date-field';
import { RadioGroup } from '@cartella/ui/radio-group';
import { Select } from '@cartella/ui/select';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { domainText } from '../../../lib/i18n.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { maritalStatusesQueryOptions, useSavePatientMutation } from '../api/patient.ts';
import { CityField, type CityValue } from './city-field.tsx';
import { RecordFormModal, type RecordSectionModalProps } from './record-form-modal.tsx';
import { useRecordSaveOptions } from './record-save.ts';

/** What the modal checks with the personal-data schema before it saves the record. */
interface PersonalSection {
  paziente_nome: string;
  paziente_cognome: string;
  paziente_codfiscale: string;
  comune_nascita: string;
  comune_nascita_codice: string | null;
  paziente_nascita: string;
  id_stato_matrimoniale: number | null;
  paziente_sesso: string;
}

/**
 * The personal-data edit modal (spec part 1 section 2 and section 5 "Patient edit"): names, tax code
 * (upper-case), birth city picked from the suggestions, birth date (a future date is reset to today
 * with its message; a time part of the stored date is kept aside and re-appended), marital status,
 * sex.
 */
export function PersonalDataModal({ patient, open, onOpenChange }: RecordSectionModalProps) {
  const { t } = useLingui();
  const today = todayIso();
  const birth = splitBirthDate(patient.paziente_nascita ?? '');
  const contact = patient.user?.contact_detail;
  const [nome, setNome] = useState(patient.paziente_nome);
  const [cognome, setCognome] = useState(patient.paziente_cognome);
  const [taxCode, setTaxCode] = useState((patient.paziente_codfiscale ?? '').toUpperCase());
  const [city, setCity] = useState<CityValue>({
    name: contact?.comune_nascita ?? '',
    code: contact?.comune_nascita_codice ?? null,
  });
  const birthDate = useFutureDateReset(birth.date, today);
  const [marital, setMarital] = useState(
    patient.id_stato_matrimoniale ? String(patient.id_stato_matrimoniale) : '',
  );
  const [sex, setSex] = useState(patient.paziente_sesso === 'unknown' ? '' : patient.paziente_sesso);
  const statuses = useQuery({ ...maritalStatusesQueryOptions(), enabled: open });
  const save = useSavePatientMutation();
  const { errors, submit: saveForm } = useFormSave({
    ...useRecordSaveOptions(),
    schema: createPatientPersonalSchema({ today }),
    // The section is checked, then sent inside the whole record (PUT /api/patient, page personal).
    save: (section: PersonalSection, output) =>
      save.mutateAsync({
        page: 'personal',
        patient: {
          ...patient,
          paziente_nome: section.paziente_nome.trim(),
          paziente_cognome: section.paziente_cognome.trim(),
          paziente_codfiscale: section.paziente_codfiscale,
          paziente_nascita: joinBirthDate(birthDate.value, birth.timePart),
          id_stato_matrimoniale: section.id_stato_matrimoniale,
          paziente_sesso: output.paziente_sesso,
          user: {
            ...patient.user,
            contact_detail: {
              comune_residenza: contact?.comune_residenza ?? '',
              contatto_indirizzo: contact?.contatto_indirizzo ?? '',
              contatto_telefono: contact?.contatto_telefono ?? '',
              ...contact,
              comune_nascita: city.name.trim(),
              comune_nascita_codice: city.code,
            },
          },
        },
      }),
  });

  const maritalOptions = (statuses.data ?? []).map((status) => ({
    value: String(status.id_stato_matrimoniale),
    label:
      status.id_stato_matrimoniale in maritalStatusLabels
        ? domainText(maritalStatusLabels[status.id_stato_matrimoniale as MaritalStatusId])
        : status.stato_matrimoniale_nome,
  }));

  function submit() {
    return saveForm({
      paziente_nome: nome,
      paziente_cognome: cognome,
      paziente_codfiscale: taxCode.trim().toUpperCase(),
      comune_nascita: city.name,
      comune_nascita_codice: city.code,
      paziente_nascita: birthDate.value,
      id_stato_matrimoniale: marital === '' ? null : Number(marital),
      paziente_sesso: sex,
    });
  }

  return (
    <RecordFormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Modifica dati personali`}
      onSubmit={submit}
      size="lg"
    >
      <TextField
        label={t`Nome`}
        value={nome}
        onChange={(event) => setNome(event.target.value)}
        error={errors.paziente_nome}
      />
      <TextField
        label={t`Cognome`}
        value={cognome}
        onChange={(event) => setCognome(event.target.value)}
        error={errors.paziente_cognome}
      />
      <TextField
        label={t`Codice fiscale`}
        value={taxCode}
        onChange={(event) => setTaxCode(event.target.value.toUpperCase())}
        error={errors.paziente_codfiscale}
        autoCapitalize="characters"
        maxLength={16}
      />
      <CityField label={t`Comune di nascita`} value={city} onChange={setCity} error={errors.comune_nascita} />
      <DateField
        label={t`Data di nascita`}
        {...birthDate.fieldProps}
        error={
          errors.paziente_nascita ??
          (birthDate.wasReset ? domainText(issueMessages.date_in_future) : undefined)
        }
      />
      <Select
        label={t`Stato civile`}
        options={maritalOptions}
        value={marital}
        onValueChange={setMarital}
        placeholder={t`Seleziona…`}
        error={errors.id_stato_matrimoniale}
      />
      <RadioGroup
        label={t`Sesso`}
        options={sexes.map((value) => ({ value, label: domainText(sexLabels[value]) }))}
        value={sex}
        onValueChange={setSex}
        orientation="horizontal"
        error={errors.paziente_sesso}
      />
    </RecordFormModal>
  );
}
