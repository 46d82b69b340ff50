import {
  type AssociatedDoctorAnswer,
  actionLabels,
  type ConfidentialityLevel,
  confidentialityLabels,
  confidentialityLevels,
  DoctorAssociationSchema,
  failureMessages,
  readConfidentialityLevel,
  successMessages,
  type VisibilityLevel,
  visibilityFormOrder,
  visibilityLabels,
  visibilityLevels,
} from '@cartella/domain';
import { Checkbox } from '@cartella/ui/checkbox';
import { FieldError } from '@cartella/ui/field-error';
import { FormModal } from '@cartella/ui/form-modal';
import { Select } from '@cartella/ui/select';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { domainText } from '../../../lib/i18n.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import {
  type AssociationBody,
  specialtyTagsQueryOptions,
  useSaveAssociationMutation,
} from '../api/doctors.ts';

function readVisibility(value: string): VisibilityLevel | undefined {
  return visibilityLevels.find((level) => String(level) === value);
}

/**
 * The lock of an associated doctor (spec 000 section 5 "Doctor edit"): confidentiality and
 * visibility; with visibility 3 (Parziale) the specialties the doctor may see, at least one.
 */
export function AssociationModal({
  patientId,
  doctor,
  onClose,
}: {
  patientId: number;
  doctor: AssociatedDoctorAnswer;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const tags = useQuery(specialtyTagsQueryOptions());
  const save = useSaveAssociationMutation(patientId);
  const tagsLabelId = useId();
  const [level, setLevel] = useState<ConfidentialityLevel>(doctor.assegnazione_confidenzialita);
  const [visibility, setVisibility] = useState<VisibilityLevel>(doctor.visibility);
  // A doctor who sees everything starts with no specialty ticked: the patient picks the few.
  const [chosen, setChosen] = useState<number[]>(
    doctor.visibility === 3 ? doctor.tags.map((tag) => tag.id_tag) : [],
  );
  const { errors, submit } = useFormSave({
    schema: DoctorAssociationSchema,
    save: (body: AssociationBody) => save.mutateAsync(body),
    feedback: {
      saved: successMessages.doctorConfidentialityUpdated,
      failed: failureMessages.genericError,
      failureText: 'server',
    },
    toast,
  });

  function toggle(tagId: number, checked: boolean) {
    setChosen((current) => (checked ? [...current, tagId] : current.filter((id) => id !== tagId)));
  }

  return (
    <FormModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Visibilità e confidenzialità`}
      description={doctor.care_provider.fullname}
      confirmLabel={domainText(actionLabels.save)}
      cancelLabel={domainText(actionLabels.cancel)}
      onSubmit={() =>
        submit({
          id_paziente: patientId,
          id_cpp: doctor.id_cpp,
          id_careprovider: doctor.id_careprovider,
          assegnazione_confidenzialita: level,
          visibility,
          tags: visibility === 3 ? chosen : [],
          status: 'update',
        })
      }
    >
      <Select
        label={t`Livello di confidenzialità`}
        options={confidentialityLevels.map((value) => ({
          value: String(value),
          label: domainText(confidentialityLabels[value]),
        }))}
        value={String(level)}
        onValueChange={(value) => setLevel(readConfidentialityLevel(Number(value)) ?? level)}
        error={errors.assegnazione_confidenzialita}
      />
      <Select
        label={t`Visibilità`}
        options={visibilityFormOrder.map((value) => ({
          value: String(value),
          label: domainText(visibilityLabels[value]),
        }))}
        value={String(visibility)}
        onValueChange={(value) => setVisibility(readVisibility(value) ?? visibility)}
        description={t`Totale: il dottore vede tutto. Parziale: solo le specialità che scegli. Minima: il meno possibile.`}
        error={errors.visibility}
      />
      {visibility === 3 ? (
        <fieldset className="m-0 flex flex-col gap-2 border-0 p-0" aria-describedby={tagsLabelId}>
          <legend className="mb-1 font-semibold">{t`Specialità visibili al dottore`}</legend>
          <p id={tagsLabelId} className="m-0 text-muted text-sm">
            {t`Scegli almeno una specialità.`}
          </p>
          {tags.isSuccess ? (
            <div className="grid max-h-64 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2">
              {tags.data.map((tag) => (
                <Checkbox
                  key={tag.id}
                  label={tag.tag}
                  checked={chosen.includes(tag.id)}
                  onCheckedChange={(checked) => toggle(tag.id, checked)}
                />
              ))}
            </div>
          ) : (
            <p role="status">{tags.isError ? tags.error.message : t`Caricamento delle specialità`}</p>
          )}
          {errors.tags ? <FieldError>{errors.tags}</FieldError> : null}
        </fieldset>
      ) : null}
    </FormModal>
  );
}
