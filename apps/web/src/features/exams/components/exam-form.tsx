import {
  type AssociatedDoctor,
  type CentreType,
  type Diagnosis,
  ExamSchema,
  type ExamType,
  examTypeLabels,
  examTypes,
  INVESTIGATION_SEARCH_MIN_LENGTH,
  infoMessages,
  TEXT_LIMITS,
} from '@cartella/domain';
import { Autocomplete } from '@cartella/ui/autocomplete';
import { Checkbox } from '@cartella/ui/checkbox';
import { DateField } from '@cartella/ui/date-field';
import { Select } from '@cartella/ui/select';
import { TextArea } from '@cartella/ui/text-area';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfidentialitySelect } from '../../../lib/confidentiality-select.tsx';
import { ManageDoctorsLink } from '../../../lib/doctor-select.tsx';
import { domainText } from '../../../lib/i18n.ts';
import { dataSavedFeedback, SaveFormModal } from '../../../lib/save-form.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import {
  centresQueryOptions,
  type ExamDraft,
  searchInvestigations,
  useSaveExamMutation,
} from '../api/exams.ts';

export interface ConfidentialityChoice {
  id_livello_confidenzialita: number;
  confidenzialita_descrizione: string;
}

export interface ExamFormProps {
  /** The exam being edited, or a new one (id 0, confidentiality 6, the list's status). */
  initial: ExamDraft;
  /** Name of the investigation already chosen (edit). */
  initialInvestigation: string;
  levels: readonly ConfidentialityChoice[];
  /** The patient's associated doctors: the care provider's choices. */
  doctors: readonly AssociatedDoctor[];
  /** Diagnoses the exam may be linked to. */
  diagnoses: readonly Diagnosis[];
  /** A link to the diagnoses page (spec 000 section 2: the form links to /Registro/Diagnosi). */
  diagnosesLink?: ReactNode;
  onClose: () => void;
}

/** The kind of affiliated centre an exam type takes place at (pathology samples go to laboratories). */
const centreKindOf: Record<ExamType, CentreType> = {
  'Studi Specialistici': 1,
  'Studi Radiologici': 2,
  'Laboratori Analisi': 3,
  Patologia: 3,
};

/** Select value of "another centre, typed by hand". */
const OTHER_CENTRE = 'altro';

/**
 * The add and edit modal of /Registro/Esami (spec 000 section 5 "Exam"): type and confidentiality
 * required; the investigation suggested from the catalogue after more than 2 characters; the centre
 * among the affiliated centres of the type's kind or typed; the care provider among the patient's
 * doctors; linked diagnoses; reason; date. Salva saves at once, without the spec's 'Sei sicuro di
 * salvare i dati?' (docs/spec-deviations/exams.md).
 */
export function ExamForm({
  initial,
  initialInvestigation,
  levels,
  doctors,
  diagnoses,
  diagnosesLink,
  onClose,
}: ExamFormProps) {
  const { t } = useLingui();
  const toast = useToast();
  const save = useSaveExamMutation();
  const isNew = initial.id_indagine === 0;
  const [draft, setDraft] = useState(initial);
  const [otherCentre, setOtherCentre] = useState(
    initial.id_centro_indagine === null && initial.altro_centro.trim() !== '',
  );
  const update = (patch: Partial<ExamDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const centres = useQuery({
    ...centresQueryOptions(draft.indagine_tipologia === '' ? 1 : centreKindOf[draft.indagine_tipologia]),
    enabled: draft.indagine_tipologia !== '',
  });
  const { errors, submit: saveForm } = useFormSave({
    schema: ExamSchema,
    save: (body: ExamDraft, checked) =>
      save.mutateAsync({ ...body, indagine_tipologia: checked.indagine_tipologia }),
    feedback: dataSavedFeedback,
    toast,
  });

  const centreValue = otherCentre
    ? OTHER_CENTRE
    : draft.id_centro_indagine === null
      ? undefined
      : String(draft.id_centro_indagine);
  const doctorNames = doctors.map((doctor) => doctor.care_provider.fullname);
  const doctorOptions = (
    draft.careprovider !== '' && !doctorNames.includes(draft.careprovider)
      ? [draft.careprovider, ...doctorNames]
      : doctorNames
  ).map((name) => ({ value: name, label: name }));

  return (
    <SaveFormModal
      onClose={onClose}
      title={isNew ? t`Nuovo esame` : t`Modifica esame`}
      onSubmit={() =>
        saveForm({
          ...draft,
          altro_centro: otherCentre ? draft.altro_centro : '',
          id_centro_indagine: otherCentre ? null : draft.id_centro_indagine,
        })
      }
      size="lg"
    >
      <div className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t`Tipologia`}
            placeholder={t`Scegli la tipologia`}
            options={examTypes.map((type) => ({ value: type, label: domainText(examTypeLabels[type]) }))}
            {...(draft.indagine_tipologia === '' ? {} : { value: draft.indagine_tipologia })}
            onValueChange={(value) => {
              const type = examTypes.find((item) => item === value);
              if (type !== undefined) update({ indagine_tipologia: type, id_centro_indagine: null });
            }}
            error={errors.indagine_tipologia}
            required
          />
          <ConfidentialitySelect
            levels={levels}
            draft={draft}
            update={update}
            unknownLevel={6}
            errors={errors}
            required
          />
        </div>
        <Autocomplete<{ id: number; descrizione: string; codice: string }>
          label={t`Indagine`}
          search={(query, signal) => searchInvestigations(query, draft.indagine_tipologia, signal)}
          getOptionKey={(item) => String(item.id)}
          getOptionLabel={(item) => item.descrizione}
          renderOption={(item) => (
            <span>
              {item.descrizione}
              {item.codice === '' ? null : <span className="text-sm"> ({item.codice})</span>}
            </span>
          )}
          onSelect={(item) => update({ id_diagn_investigations: item?.id ?? null })}
          minChars={INVESTIGATION_SEARCH_MIN_LENGTH}
          maxResults={20}
          noResults={domainText(infoMessages.noResults)}
          loadingLabel={t`Ricerca delle indagini`}
          description={t`Scrivi almeno 3 lettere del nome dell'indagine`}
          defaultInputValue={initialInvestigation}
          error={errors.id_diagn_investigations}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t`Centro`}
            placeholder={draft.indagine_tipologia === '' ? t`Scegli prima la tipologia` : t`Scegli il centro`}
            disabled={draft.indagine_tipologia === ''}
            options={[
              ...(centres.data ?? []).map((centre) => ({
                value: String(centre.id),
                label: centre.centro_nome,
              })),
              { value: OTHER_CENTRE, label: t`Altro centro` },
            ]}
            {...(centreValue === undefined ? {} : { value: centreValue })}
            onValueChange={(value) => {
              if (value === OTHER_CENTRE) {
                setOtherCentre(true);
                update({ id_centro_indagine: null });
              } else {
                setOtherCentre(false);
                update({ id_centro_indagine: Number(value), altro_centro: '' });
              }
            }}
            error={errors.id_centro_indagine}
          />
          {otherCentre ? (
            <TextField
              label={t`Altro centro`}
              value={draft.altro_centro}
              maxLength={TEXT_LIMITS.name}
              onChange={(event) => update({ altro_centro: event.target.value })}
              error={errors.altro_centro}
            />
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t`Medico richiedente`}
            placeholder={
              doctorOptions.length === 0 ? t`Nessun medico associato` : t`Scegli uno dei tuoi medici`
            }
            disabled={doctorOptions.length === 0}
            options={doctorOptions}
            {...(draft.careprovider === '' ? {} : { value: draft.careprovider })}
            onValueChange={(value) => update({ careprovider: value })}
            error={errors.careprovider}
          />
          <DateField
            label={t`Data`}
            value={draft.indagine_data_display}
            onValueChange={(iso, text) => {
              if (iso !== null) update({ indagine_data_display: iso });
              else if (text.trim() === '') update({ indagine_data_display: '' });
            }}
            error={errors.indagine_data_display}
          />
        </div>
        <ManageDoctorsLink />
        {diagnoses.length === 0 ? null : (
          <fieldset className="flex flex-col gap-1">
            <legend className="font-semibold">{t`Diagnosi collegate`}</legend>
            {diagnoses.map((diagnosis) => (
              <Checkbox
                key={diagnosis.id_diagnosi}
                label={diagnosis.diagnosi_patologia}
                checked={draft.diags.includes(diagnosis.id_diagnosi)}
                onCheckedChange={(checked) =>
                  update({
                    diags: checked
                      ? [...draft.diags, diagnosis.id_diagnosi]
                      : draft.diags.filter((id) => id !== diagnosis.id_diagnosi),
                  })
                }
              />
            ))}
          </fieldset>
        )}
        {diagnosesLink ? <p className="m-0 text-sm">{diagnosesLink}</p> : null}
        <TextArea
          label={t`Motivo`}
          value={draft.indagine_motivo}
          maxLength={TEXT_LIMITS.comment}
          onChange={(event) => update({ indagine_motivo: event.target.value })}
          error={errors.indagine_motivo}
        />
      </div>
    </SaveFormModal>
  );
}
