import {
  ALLERGY_TARGET_SEARCH_MIN_LENGTH,
  type AllergyTarget,
  type AssociatedDoctor,
  allergyTargetKindLabels,
  DiagnosisSchema,
  type DiagnosisState,
  type DiagnosisType,
  diagnosisStateLabels,
  diagnosisTypeLabels,
  diagnosisTypes,
  infoMessages,
  isLicenceFree,
  TEXT_LIMITS,
  takesAllergyTarget,
} from '@cartella/domain';
import { Autocomplete } from '@cartella/ui/autocomplete';
import { Select } from '@cartella/ui/select';
import { TextArea } from '@cartella/ui/text-area';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DoctorSelect, ManageDoctorsLink } from '../../../lib/doctor-select.tsx';
import { domainText } from '../../../lib/i18n.ts';
import { dataSavedFeedback, SaveFormModal } from '../../../lib/save-form.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import {
  type AllergyTargetOption,
  type DiagnosisDraft,
  searchAllergyTargets,
  useDiagnosisMutation,
} from '../api/diagnoses.ts';

/**
 * What the modal edits: the type may still be unchosen (''), which the schema refuses as required;
 * the doctor's name is '' for none (an allergy the patient reports, issue #37).
 */
export type DiagnosisFormDraft = Omit<DiagnosisDraft, 'tipo_diagnosi' | 'diagnosi_stato' | 'careprovider'> & {
  tipo_diagnosi: DiagnosisType | '';
  diagnosi_stato: DiagnosisState;
  careprovider: string;
};

export interface DiagnosisFormProps {
  initial: DiagnosisFormDraft;
  /** What the stored allergy is to, as the list showed it (edit). */
  initialTarget?: AllergyTarget | null;
  /** The patient's associated doctors (the choices of the doctor field). */
  doctors: readonly AssociatedDoctor[];
  /** The patient's own name: shown first and disabled (spec 001 section 5). */
  patientName: string;
  /**
   * Whether the licence lets the patient write a Diagnosi; allergies and intolerances are open to
   * every licence (issue #37), so without it the type Diagnosi is offered disabled.
   */
  diagnosesAllowed: boolean;
  onClose: () => void;
}

/** The select value of the patient's own name, which is not an id. */
const PATIENT_SELF = 'paziente';

/**
 * The add and 'Modifica la diagnosi' modal (spec 001 sections 2 and 5): type, text and doctor
 * required; the doctor is one of the patient's associated doctors or, after 'Nuovo
 * medico…', typed in 'Altro Medico'. An allergy or intolerance may instead be 'Segnalata da
 * me' (issue #37): no doctor, the first choice of the doctor field, shown until a doctor is chosen.
 */
export function DiagnosisForm({
  initial,
  initialTarget = null,
  doctors,
  patientName,
  diagnosesAllowed,
  onClose,
}: DiagnosisFormProps) {
  const { t } = useLingui();
  const toast = useToast();
  const save = useDiagnosisMutation(initial.id_paziente);
  const [draft, setDraft] = useState(initial);
  const linked = doctors.some((doctor) => doctor.id_careprovider === initial.id_careprovider);
  const [choseOther, setChoseOther] = useState(!linked && initial.careprovider.trim() !== '');
  const { errors, submit: saveForm } = useFormSave({
    schema: DiagnosisSchema,
    save: (body: DiagnosisFormDraft) => save.mutateAsync({ kind: 'save', body: body as DiagnosisDraft }),
    feedback: dataSavedFeedback,
    toast,
  });
  const update = (patch: Partial<DiagnosisFormDraft>) => setDraft((current) => ({ ...current, ...patch }));
  // The list choice shows its description; free text lives in its own field.
  const [targetFieldKey, setTargetFieldKey] = useState(0);
  const listTarget =
    initialTarget && initialTarget.tipo_bersaglio !== 'testo' ? initialTarget.descrizione : '';
  const freeText = draft.bersaglio?.tipo_bersaglio === 'testo' ? draft.bersaglio.codice : '';
  const withTarget = takesAllergyTarget(draft.tipo_diagnosi);
  // An allergy or intolerance without a doctor is one the patient reports.
  const selfReportAllowed = isLicenceFree(draft.tipo_diagnosi);
  const reportedByMe =
    selfReportAllowed && !choseOther && draft.id_careprovider == null && draft.careprovider.trim() === '';
  const chosenDoctor = choseOther
    ? null
    : draft.id_careprovider != null &&
        doctors.some((doctor) => doctor.id_careprovider === draft.id_careprovider)
      ? draft.id_careprovider
      : undefined;

  function chooseDoctor(doctor: AssociatedDoctor | null) {
    setChoseOther(doctor === null);
    update({
      id_careprovider: doctor?.id_careprovider ?? null,
      careprovider: doctor?.care_provider.fullname ?? '',
    });
  }

  const isNew = draft.id_diagnosi === 0;
  return (
    <SaveFormModal
      onClose={onClose}
      title={isNew ? t`Nuova diagnosi` : domainText(infoMessages.editDiagnosisTitle)}
      description={domainText(diagnosisStateLabels[draft.diagnosi_stato])}
      onSubmit={() => saveForm({ ...draft, bersaglio: withTarget ? (draft.bersaglio ?? null) : null })}
    >
      <div className="flex flex-col gap-4">
        <Select
          label={t`Tipo`}
          placeholder={t`Scegli il tipo`}
          options={diagnosisTypes.map((type) => ({
            value: type,
            label: domainText(diagnosisTypeLabels[type]),
            ...(diagnosesAllowed || isLicenceFree(type) ? {} : { disabled: true }),
          }))}
          {...(diagnosesAllowed
            ? {}
            : {
                description: t`Il tuo piano comprende allergie e intolleranze; per registrare altre diagnosi serve un piano che le includa.`,
              })}
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
        {withTarget ? (
          <fieldset className="flex flex-col gap-3 rounded border border-muted p-3">
            <legend className="px-1 font-semibold">{t`A cosa? (per l'avviso sulle nuove terapie)`}</legend>
            <Autocomplete<AllergyTargetOption>
              key={targetFieldKey}
              label={t`Sostanza, classe o farmaco`}
              search={(query, signal) => searchAllergyTargets(query, signal)}
              getOptionKey={(target) => `${target.tipo_bersaglio}:${target.codice}`}
              getOptionLabel={(target) => target.descrizione}
              renderOption={(target) => {
                const kind = domainText(allergyTargetKindLabels[target.tipo_bersaglio]);
                // A brand or common name the patient typed ("aspirina") says why the ingredient shows.
                const brand = target.nome_comune;
                const foundAs = brand === undefined ? '' : ` · ${t`trovato come ${brand}`}`;
                return (
                  <span>
                    {target.descrizione}{' '}
                    <span className="text-sm">
                      ({target.tipo_bersaglio === 'atc' ? `${kind} ${target.codice}` : kind}
                      {foundAs})
                    </span>
                  </span>
                );
              }}
              onSelect={(target) => {
                if (target)
                  update({ bersaglio: { tipo_bersaglio: target.tipo_bersaglio, codice: target.codice } });
                else if (draft.bersaglio?.tipo_bersaglio !== 'testo') update({ bersaglio: null });
              }}
              minChars={ALLERGY_TARGET_SEARCH_MIN_LENGTH}
              noResults={t`Nessuna sostanza, classe o farmaco trovato`}
              loadingLabel={t`Ricerca in corso`}
              description={t`Scrivi almeno 3 lettere: ad esempio penicilline, amoxicillina o il nome del farmaco, anche commerciale (aspirina, tachipirina).`}
              defaultInputValue={freeText === '' ? listTarget : ''}
              error={errors['bersaglio.codice']}
            />
            <TextField
              label={t`Oppure scrivilo tu`}
              value={freeText}
              maxLength={TEXT_LIMITS.short}
              onChange={(event) => {
                const text = event.target.value;
                setTargetFieldKey((key) => key + 1);
                update({ bersaglio: text.trim() === '' ? null : { tipo_bersaglio: 'testo', codice: text } });
              }}
            />
          </fieldset>
        ) : null}
        <DoctorSelect
          label={t`Medico`}
          doctors={doctors}
          leadingOptions={[
            selfReportAllowed
              ? { value: PATIENT_SELF, label: t`Segnalata da me` }
              : { value: PATIENT_SELF, label: patientName, disabled: true },
          ]}
          chosen={chosenDoctor}
          onChoose={chooseDoctor}
          {...(reportedByMe ? { chosenLeading: PATIENT_SELF } : {})}
          onChooseLeading={() => {
            setChoseOther(false);
            update({ id_careprovider: null, careprovider: '' });
          }}
          error={choseOther ? errors.id_careprovider : (errors.id_careprovider ?? errors.careprovider)}
        />
        <ManageDoctorsLink />
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
    </SaveFormModal>
  );
}
