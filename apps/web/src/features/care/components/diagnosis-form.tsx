import {
  type AssociatedDoctor,
  DiagnosisSchema,
  type DiagnosisState,
  type DiagnosisType,
  diagnosisStateLabels,
  diagnosisTypeLabels,
  diagnosisTypes,
  failureMessages,
  infoMessages,
  successMessages,
  TEXT_LIMITS,
} from '@cartella/domain';
import { FormModal } from '@cartella/ui/form-modal';
import { Select } from '@cartella/ui/select';
import { TextArea } from '@cartella/ui/text-area';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { domainText } from '../../../lib/i18n.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { type DiagnosisDraft, useDiagnosisMutation } from '../api/diagnoses.ts';

/** What the modal edits: the type may still be unchosen (''), which the schema refuses as required. */
export type DiagnosisFormDraft = Omit<DiagnosisDraft, 'tipo_diagnosi' | 'diagnosi_stato'> & {
  tipo_diagnosi: DiagnosisType | '';
  diagnosi_stato: DiagnosisState;
};

export interface DiagnosisFormProps {
  initial: DiagnosisFormDraft;
  /** The patient's associated doctors (the choices of the doctor field). */
  doctors: readonly AssociatedDoctor[];
  /** The patient's own name: shown first and disabled (spec 001 section 5). */
  patientName: string;
  onClose: () => void;
}

/** Select values that are not ids. */
const OTHER_DOCTOR = 'altro';
const PATIENT_SELF = 'paziente';

/**
 * The add and 'Modifica la diagnosi' modal (spec 001 sections 2 and 5): type, text and doctor
 * required; the doctor is one of the patient's associated doctors or, after 'Nuovo
 * Careprovider..', typed in 'Altro Medico'.
 */
export function DiagnosisForm({ initial, doctors, patientName, onClose }: DiagnosisFormProps) {
  const { t } = useLingui();
  const toast = useToast();
  const save = useDiagnosisMutation(initial.id_paziente);
  const [draft, setDraft] = useState(initial);
  const linked = doctors.some((doctor) => doctor.id_careprovider === initial.id_careprovider);
  const [choseOther, setChoseOther] = useState(!linked && initial.careprovider.trim() !== '');
  const { errors, submit: saveForm } = useFormSave({
    schema: DiagnosisSchema,
    save: (body: DiagnosisFormDraft) => save.mutateAsync({ kind: 'save', body: body as DiagnosisDraft }),
    feedback: {
      saved: successMessages.dataSaved,
      failed: failureMessages.genericError,
      failureText: 'server',
    },
    toast,
  });
  const update = (patch: Partial<DiagnosisFormDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const doctorChoice = choseOther
    ? OTHER_DOCTOR
    : draft.id_careprovider != null &&
        doctors.some((doctor) => doctor.id_careprovider === draft.id_careprovider)
      ? String(draft.id_careprovider)
      : undefined;

  function chooseDoctor(value: string) {
    if (value === OTHER_DOCTOR) {
      setChoseOther(true);
      update({ id_careprovider: null, careprovider: '' });
      return;
    }
    const doctor = doctors.find((item) => String(item.id_careprovider) === value);
    if (doctor === undefined) return;
    setChoseOther(false);
    update({ id_careprovider: doctor.id_careprovider, careprovider: doctor.care_provider.fullname });
  }

  const isNew = draft.id_diagnosi === 0;
  return (
    <FormModal
      open
      onResult={() => onClose()}
      title={isNew ? t`Nuova diagnosi` : domainText(infoMessages.editDiagnosisTitle)}
      description={domainText(diagnosisStateLabels[draft.diagnosi_stato])}
      confirmLabel={t`Salva`}
      cancelLabel={t`Annulla`}
      onSubmit={() => saveForm(draft)}
    >
      <div className="flex flex-col gap-4">
        <Select
          label={t`Tipo`}
          placeholder={t`Scegli il tipo`}
          options={diagnosisTypes.map((type) => ({
            value: type,
            label: domainText(diagnosisTypeLabels[type]),
          }))}
          {...(draft.tipo_diagnosi === '' ? {} : { value: draft.tipo_diagnosi })}
          onValueChange={(value) =>
            update({ tipo_diagnosi: diagnosisTypes.find((type) => type === value) ?? '' })
          }
          error={errors.tipo_diagnosi}
        />
        <TextArea
          label={t`Diagnosi`}
          value={draft.diagnosi_patologia}
          maxLength={TEXT_LIMITS.comment}
          onChange={(event) => update({ diagnosi_patologia: event.target.value })}
          error={errors.diagnosi_patologia}
        />
        <Select
          label={t`Medico`}
          placeholder={t`Scegli uno dei tuoi medici`}
          options={[
            { value: PATIENT_SELF, label: patientName, disabled: true },
            ...doctors.map((doctor) => ({
              value: String(doctor.id_careprovider),
              label: doctor.care_provider.specializzation
                ? `${doctor.care_provider.fullname} (${doctor.care_provider.specializzation})`
                : doctor.care_provider.fullname,
            })),
            { value: OTHER_DOCTOR, label: domainText(infoMessages.newCareProvider) },
          ]}
          {...(doctorChoice === undefined ? {} : { value: doctorChoice })}
          onValueChange={chooseDoctor}
          error={choseOther ? errors.id_careprovider : (errors.id_careprovider ?? errors.careprovider)}
        />
        {choseOther ? (
          <TextField
            label={domainText(infoMessages.otherDoctor)}
            value={draft.careprovider}
            maxLength={TEXT_LIMITS.name}
            onChange={(event) => update({ careprovider: event.target.value, id_careprovider: null })}
            error={errors.careprovider}
          />
        ) : null}
      </div>
    </FormModal>
  );
}
