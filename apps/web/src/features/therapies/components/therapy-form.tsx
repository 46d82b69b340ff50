import {
  type AssociatedDoctor,
  confirmMessages,
  type Diagnosis,
  DRUG_SEARCH_MIN_LENGTH,
  diagnosisTypeLabels,
  failureMessages,
  infoMessages,
  NOTE_MAX_LENGTH,
  successMessages,
  TherapySchema,
  therapyTypeLabels,
} from '@cartella/domain';
import { Autocomplete } from '@cartella/ui/autocomplete';
import { useConfirm } from '@cartella/ui/confirm-dialog';
import { DateField } from '@cartella/ui/date-field';
import { Select } from '@cartella/ui/select';
import { TextArea } from '@cartella/ui/text-area';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { ConfidentialitySelect } from '../../../lib/confidentiality-select.tsx';
import { DoctorSelect, ManageDoctorsLink } from '../../../lib/doctor-select.tsx';
import { issueText } from '../../../lib/form-issues.ts';
import { domainText } from '../../../lib/i18n.ts';
import { SaveFormModal } from '../../../lib/save-form.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import {
  checkAllergies,
  checkInteractions,
  type DrugOption,
  searchDrugs,
  type TherapyDraft,
  type TherapySaveBody,
  useSaveTherapyMutation,
} from '../api/therapies.ts';
import { InteractionAdvice, InteractionWarning } from './interaction-warning.tsx';

interface ConfidentialityChoice {
  id_livello_confidenzialita: number;
  confidenzialita_descrizione: string;
}

/** Choices the form offers, as the route's query loaded them (pending: neither flag set). */
interface LoadedChoices<T> {
  data: readonly T[] | undefined;
  isError: boolean;
  isSuccess: boolean;
}

export interface TherapyFormProps {
  /** The therapy being edited, or a new one of the list it was added from (newTherapy). */
  initial: TherapyDraft;
  /** Display name of the drug already chosen (edit). */
  initialDrugName: string;
  levels: readonly ConfidentialityChoice[];
  /** The diagnoses the therapy may be linked to (the route filters them). */
  diagnoses: LoadedChoices<Diagnosis>;
  /** The patient's associated doctors, offered as prescribers. */
  doctors: LoadedChoices<AssociatedDoctor>;
  /** A link to the diagnoses page (spec 000 section 2: the form links to /Registro/Diagnosi). */
  diagnosesLink?: ReactNode;
  onClose: () => void;
}

/** Select values that are not ids (Radix Select items cannot have an empty value). */
const NO_DIAGNOSIS = 'nessuna';

/**
 * The therapy modal (spec 000 section 5 "Therapy"): per-type requirements, start and end dates
 * with the reset rule, the 100-character note, drug search from 2 characters and the interaction
 * check on choosing a drug (section 8).
 */
export function TherapyForm({
  initial,
  initialDrugName,
  levels,
  diagnoses,
  doctors,
  diagnosesLink,
  onClose,
}: TherapyFormProps) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const toast = useToast();
  const save = useSaveTherapyMutation();
  const [draft, setDraft] = useState(initial);
  const [drugName, setDrugName] = useState(initialDrugName);
  const [drugFieldKey, setDrugFieldKey] = useState(0);
  const { errors, submit: saveForm } = useFormSave({
    schema: TherapySchema,
    save: (body: TherapySaveBody) => save.mutateAsync(body),
    feedback: {
      saved: successMessages.operationCompleted,
      failed: failureMessages.therapyError,
      failureText: 'server',
    },
    toast,
  });
  const [endNotice, setEndNotice] = useState<string | null>(null);
  const doctorList = doctors.data ?? [];
  // Free text when the patient has no associated doctor, or chose 'Nuovo medico…', or the
  // stored therapy names a prescriber who is not one of their doctors.
  const [choseOther, setChoseOther] = useState(
    initial.id_prescrittore === null && initial.prescrittore.trim() !== '',
  );
  // A therapy linked to a doctor who is no longer associated keeps the name as free text.
  const linkedDoctorGone =
    doctors.isSuccess &&
    draft.id_prescrittore !== null &&
    !doctorList.some((doctor) => doctor.id_careprovider === draft.id_prescrittore);
  const noDoctors = doctors.isError || (doctors.isSuccess && doctorList.length === 0);
  const otherDoctor = choseOther || linkedDoctorGone;
  const chosenDoctor =
    draft.id_prescrittore !== null && !linkedDoctorGone
      ? draft.id_prescrittore
      : otherDoctor
        ? null
        : undefined;
  const diagnosisOptions = diagnoses.data ?? [];
  const type = draft.tipo_terapia;
  const update = (patch: Partial<TherapyDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function clearDrug() {
    update({ id_farmaco_codifa: '' });
    setDrugName('');
    setDrugFieldKey((key) => key + 1);
  }

  async function chooseDrug(drug: DrugOption | null) {
    if (drug === null) {
      update({ id_farmaco_codifa: '' });
      return;
    }
    try {
      const check = await checkInteractions(drug.id_farmaco_codifa);
      if (!check.esito) {
        const accepted = await confirm({
          title: t`Interazioni tra farmaci`,
          description: (
            <div className="flex flex-col gap-2">
              <ul className="flex flex-col gap-3">
                {check.messaggiInterazioni.map((item) => (
                  <li key={`${item.farmaco_in_corso}-${item.id}`}>
                    <InteractionWarning
                      livello={item.livello}
                      livelli={item.livelli}
                      rischio_fr={item.rischio_fr}
                      first={item.nomi_nuovo}
                      second={item.nomi_in_corso}
                      drugs={`${item.interazione_con} + ${item.farmaco_in_corso}`}
                    />
                  </li>
                ))}
              </ul>
              <InteractionAdvice />
              <p className="font-semibold">
                {domainText(confirmMessages.confirmContinueDespiteInteractions)}
              </p>
            </div>
          ),
          confirmLabel: t`Continua`,
          cancelLabel: t`Annulla`,
          variant: 'danger',
        });
        if (!accepted) {
          clearDrug();
          return;
        }
      }
      if (!(await acceptAllergies(drug))) {
        clearDrug();
        return;
      }
      update({ id_farmaco_codifa: drug.id_farmaco_codifa });
      setDrugName(drug.descrizione_breve);
    } catch {
      toast.show({ variant: 'error', title: domainText(failureMessages.interactionCheckFailed) });
      clearDrug();
    }
  }

  /**
   * Issue #16: a drug one of the patient's allergies or intolerances names asks first, as an
   * interaction does ('Vuoi continuare comunque?'). A forbidden drug is recorded for that very reason.
   */
  async function acceptAllergies(drug: DrugOption): Promise<boolean> {
    if (type === 0) return true;
    const allergies = await checkAllergies(draft.id_paziente, drug.id_farmaco_codifa);
    if (allergies.length === 0) return true;
    return confirm({
      title: t`Allergie e intolleranze`,
      description: (
        <span className="flex flex-col gap-2">
          <span className="block">{t`${drug.descrizione_breve} corrisponde a:`}</span>
          {allergies.map((allergy) => (
            <strong key={allergy.id_diagnosi} className="block">
              {allergy.diagnosi_patologia} ({allergy.bersaglio.descrizione})
            </strong>
          ))}
          <span className="font-semibold">
            {domainText(confirmMessages.confirmContinueDespiteInteractions)}
          </span>
        </span>
      ),
      confirmLabel: t`Continua`,
      cancelLabel: t`Annulla`,
      variant: 'danger',
    });
  }

  function chooseDoctor(doctor: AssociatedDoctor | null) {
    setChoseOther(doctor === null);
    update({
      id_prescrittore: doctor?.id_careprovider ?? null,
      prescrittore: doctor?.care_provider.fullname ?? '',
    });
  }

  function commitEndDate(iso: string | null) {
    const end = iso ?? '';
    // Spec 000 section 5: an end date before the start is reset to the start date, with the message.
    if (end !== '' && draft.data_inizio !== '' && end < draft.data_inizio) {
      update({ data_fine: draft.data_inizio });
      setEndNotice(issueText('end_before_start'));
      return;
    }
    setEndNotice(null);
    update({ data_fine: end });
  }

  /** The body sent is the body validated (spec 000 section 7: one save call, status add or update). */
  function submit() {
    return saveForm({
      status: draft.id_terapie === 0 ? 'add' : 'update',
      ...draft,
      id_prescrittore: linkedDoctorGone ? null : draft.id_prescrittore,
      data_fine: draft.data_fine === '' ? null : draft.data_fine,
      note: type !== 0 && draft.note === '' ? null : draft.note,
    });
  }

  return (
    <SaveFormModal
      onClose={onClose}
      title={draft.id_terapie === 0 ? t`Nuova terapia` : t`Modifica terapia`}
      description={domainText(therapyTypeLabels[type])}
      onSubmit={submit}
      size="lg"
    >
      <div className="flex flex-col gap-4">
        <Autocomplete<DrugOption>
          key={drugFieldKey}
          label={t`Farmaco`}
          search={(query, signal) => searchDrugs(query, signal)}
          getOptionKey={(drug) => drug.id_farmaco_codifa}
          getOptionLabel={(drug) => drug.descrizione_breve}
          renderOption={(drug) => (
            <span>
              {drug.descrizione_breve}{' '}
              <span className="text-sm">
                ({drug.principio_attivo}, {drug.somministrazione})
              </span>
            </span>
          )}
          onSelect={(drug) => void chooseDrug(drug)}
          minChars={DRUG_SEARCH_MIN_LENGTH}
          noResults={t`Nessun farmaco trovato`}
          loadingLabel={t`Ricerca dei farmaci`}
          description={t`Scrivi almeno 2 lettere del nome, del principio attivo o il codice AIC`}
          defaultInputValue={drugName}
          error={errors.id_farmaco_codifa}
        />
        {noDoctors ? null : (
          <DoctorSelect
            label={t`Prescrittore`}
            doctors={doctorList}
            chosen={chosenDoctor}
            onChoose={chooseDoctor}
            error={otherDoctor ? errors.id_prescrittore : (errors.id_prescrittore ?? errors.prescrittore)}
            disabled={!doctors.isSuccess}
          />
        )}
        <ManageDoctorsLink />
        {noDoctors || otherDoctor ? (
          <TextField
            label={noDoctors ? t`Prescrittore` : domainText(infoMessages.otherDoctor)}
            value={draft.prescrittore}
            onChange={(event) => update({ prescrittore: event.target.value, id_prescrittore: null })}
            error={errors.prescrittore}
            {...(doctors.isError
              ? {
                  description: t`Non è stato possibile caricare i tuoi medici: scrivi il nome del prescrittore.`,
                }
              : doctors.isSuccess && doctorList.length === 0
                ? { description: t`Non hai ancora medici associati: scrivi il nome del prescrittore.` }
                : {})}
          />
        ) : null}
        {type !== 0 ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t`Dose`}
              value={draft.quantita_farmaceutica}
              onChange={(event) => update({ quantita_farmaceutica: event.target.value })}
              error={errors.quantita_farmaceutica}
            />
            <TextField
              label={t`Frequenza`}
              value={draft.frequenza_farmaceutica}
              onChange={(event) => update({ frequenza_farmaceutica: event.target.value })}
              error={errors.frequenza_farmaceutica}
            />
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField
            label={t`Data inizio`}
            value={draft.data_inizio}
            onValueChange={(iso) => update({ data_inizio: iso ?? '' })}
            error={errors.data_inizio}
          />
          <DateField
            label={t`Data fine`}
            value={draft.data_fine}
            onCommit={commitEndDate}
            onValueChange={(iso) => {
              if (iso !== null) return;
              update({ data_fine: '' });
            }}
            error={errors.data_fine ?? endNotice ?? undefined}
          />
        </div>
        <Select
          label={t`Diagnosi`}
          options={[
            { value: NO_DIAGNOSIS, label: t`Nessuna diagnosi collegata` },
            ...diagnosisOptions.map((diagnosis) => ({
              value: String(diagnosis.id_diagnosi),
              label: `${diagnosis.diagnosi_patologia} (${domainText(diagnosisTypeLabels[diagnosis.tipo_diagnosi])})`,
            })),
          ]}
          value={draft.id_diagnosi === null ? NO_DIAGNOSIS : String(draft.id_diagnosi)}
          onValueChange={(value) => update({ id_diagnosi: value === NO_DIAGNOSIS ? null : Number(value) })}
          error={errors.id_diagnosi}
          {...(diagnoses.isError
            ? {
                description: t`Non è stato possibile caricare le tue diagnosi: puoi salvare senza e collegarla più tardi.`,
              }
            : diagnoses.isSuccess && diagnosisOptions.length === 0
              ? { description: t`Non hai ancora diagnosi nel registro.` }
              : {})}
        />
        {diagnosesLink ? <p className="-mt-2 text-sm">{diagnosesLink}</p> : null}
        <TextArea
          label={type === 0 ? t`Motivo` : t`Note`}
          value={draft.note}
          maxLength={NOTE_MAX_LENGTH}
          onChange={(event) => update({ note: event.target.value })}
          error={errors.note}
        />
        <ConfidentialitySelect levels={levels} draft={draft} update={update} unknownLevel={6} />
      </div>
    </SaveFormModal>
  );
}
