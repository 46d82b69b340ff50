import {
  createVaccinationSchema,
  type DoseSuggestion,
  infoMessages,
  recallNumbers,
  suggestDoseNumber,
  TEXT_LIMITS,
  VACCINE_LIST_SIZE,
  VACCINE_SEARCH_MIN_LENGTH,
} from '@cartella/domain';
import { Autocomplete } from '@cartella/ui/autocomplete';
import { DateField, todayIso, useFutureDateReset } from '@cartella/ui/date-field';
import { Select } from '@cartella/ui/select';
import { TextArea } from '@cartella/ui/text-area';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfidentialitySelect } from '../../../lib/confidentiality-select.tsx';
import { issueText } from '../../../lib/form-issues.ts';
import { domainText } from '../../../lib/i18n.ts';
import { dataSavedFeedback, SaveFormModal } from '../../../lib/save-form.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import {
  searchVaccines,
  useSaveVaccinationMutation,
  type VaccinationDraft,
  type VaccinationItem,
  type Vaccine,
} from '../api/vaccinations.ts';

interface ConfidentialityChoice {
  id_livello_confidenzialita: number;
  confidenzialita_descrizione: string;
}

export interface VaccinationFormProps {
  /**
   * The vaccination being edited, or a new one (id 0, no dose yet, the confidentiality the patient
   * usually gives: `usualVaccinationConfidentiality`).
   */
  initial: VaccinationDraft;
  /** The patient's recorded vaccinations: a new one's dose number is suggested from them. */
  earlier: readonly VaccinationItem[];
  /** Name of the vaccine already chosen (edit). */
  initialVaccineName: string;
  levels: readonly ConfidentialityChoice[];
  onClose: () => void;
}

/**
 * The add and edit modal of /Registro/Vaccini (spec 001 section 5 "Vaccination"): vaccine, date,
 * reactions, dose number (the spec's recall) and (new records only) confidentiality required; a
 * future date becomes today with 'La data inserita non è valida!'; the search starts at 3
 * characters and lists 10 lines. Issue #37: the dose numbers are said in words, a new
 * vaccination's dose is suggested from the patient's earlier doses of the chosen vaccine (and says
 * so), and Salva saves without the spec's 'Sei sicuro di salvare i dati?'.
 */
export function VaccinationForm({
  initial,
  earlier,
  initialVaccineName,
  levels,
  onClose,
}: VaccinationFormProps) {
  const { t } = useLingui();
  const toast = useToast();
  const save = useSaveVaccinationMutation();
  const today = todayIso();
  const isNew = initial.id_vaccinazione === 0;
  const [draft, setDraft] = useState(initial);
  // The dose offered for the chosen vaccine, until the patient picks one themselves.
  const [suggestion, setSuggestion] = useState<DoseSuggestion | null>(null);
  const [doseChosen, setDoseChosen] = useState(!isNew);
  const date = useFutureDateReset(initial.vaccinazione_data, today);
  const update = (patch: Partial<VaccinationDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const { errors, submit: saveForm } = useFormSave({
    schema: createVaccinationSchema({ today, isNew }),
    save: (body: VaccinationDraft, checked) =>
      save.mutateAsync({ ...body, vaccinazione_richiamo: checked.vaccinazione_richiamo }),
    feedback: dataSavedFeedback,
    toast,
  });

  // The reset message is the latest word on the date, over an earlier save's issue.
  const dateError = date.wasReset ? issueText('date_in_future') : errors.vaccinazione_data;
  const doseLabels: Record<(typeof recallNumbers)[number], string> = {
    1: t`1 – prima dose`,
    2: t`2 – seconda dose o primo richiamo`,
    3: t`3 – terza dose o richiamo successivo`,
  };

  function chooseVaccine(vaccine: Vaccine | null) {
    update({ id_vaccino: vaccine?.id_vaccino ?? '' });
    if (doseChosen) return;
    const next = vaccine === null ? null : suggestDoseNumber(earlier, vaccine.id_vaccino);
    setSuggestion(next);
    update({ vaccinazione_richiamo: next?.dose ?? null });
  }

  const doseDescription =
    suggestion === null
      ? t`Quale dose di questo vaccino hai ricevuto: il richiamo è una dose in più che rinnova la protezione.`
      : suggestion.earlierDoses === 0
        ? t`Proposta: non hai ancora registrato dosi di questo vaccino.`
        : t`Proposta in base alle dosi di questo vaccino già registrate: ${suggestion.earlierDoses}.`;

  return (
    <SaveFormModal
      onClose={onClose}
      title={isNew ? t`Nuova vaccinazione` : t`Modifica vaccinazione`}
      onSubmit={() => saveForm({ ...draft, vaccinazione_data: date.value })}
      size="lg"
    >
      <div className="flex flex-col gap-4">
        <Autocomplete<Vaccine>
          label={t`Vaccino`}
          search={(query, signal) => searchVaccines(query, signal)}
          getOptionKey={(vaccine) => vaccine.id_vaccino}
          getOptionLabel={(vaccine) => vaccine.descrizione_breve}
          renderOption={(vaccine) => (
            <span>
              {vaccine.descrizione_breve} <span className="text-sm">({vaccine.tipo})</span>
            </span>
          )}
          onSelect={chooseVaccine}
          minChars={VACCINE_SEARCH_MIN_LENGTH}
          maxResults={VACCINE_LIST_SIZE}
          noResults={domainText(infoMessages.noResults)}
          loadingLabel={t`Ricerca dei vaccini`}
          description={t`Scrivi almeno 3 lettere del nome, del tipo (esavalente, antinfluenzale…) o della malattia`}
          defaultInputValue={initialVaccineName}
          error={errors.id_vaccino}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField label={t`Data`} required {...date.fieldProps} error={dateError} />
          <Select
            label={t`Numero della dose`}
            placeholder={t`Scegli la dose`}
            options={recallNumbers.map((dose) => ({ value: String(dose), label: doseLabels[dose] }))}
            value={draft.vaccinazione_richiamo === null ? '' : String(draft.vaccinazione_richiamo)}
            onValueChange={(value) => {
              setDoseChosen(true);
              setSuggestion(null);
              update({ vaccinazione_richiamo: Number(value) });
            }}
            description={doseDescription}
            error={errors.vaccinazione_richiamo}
            required
          />
        </div>
        <TextArea
          label={t`Reazioni`}
          value={draft.vaccinazione_reazioni}
          maxLength={TEXT_LIMITS.comment}
          onChange={(event) => update({ vaccinazione_reazioni: event.target.value })}
          error={errors.vaccinazione_reazioni}
          description={t`Scrivi "Nessuna" se non ci sono state reazioni`}
          required
        />
        {isNew ? (
          <ConfidentialitySelect
            levels={levels}
            draft={draft}
            update={update}
            unknownLevel={6}
            description={
              earlier.length > 0
                ? t`Proposto il livello che dai più spesso alle tue vaccinazioni.`
                : undefined
            }
            errors={errors}
            required
          />
        ) : null}
      </div>
    </SaveFormModal>
  );
}
