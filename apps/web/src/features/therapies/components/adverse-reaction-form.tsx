import {
  createAdverseReactionSchema,
  currentPregnancyTrimester,
  failureMessages,
  type Patient,
  pregnancyTrimesterLabels,
  pregnancyTrimesters,
  REACTION_IMPACT_RANGE,
  reactionOutcomeLabels,
  reactionOutcomes,
  reactionSeverities,
  reactionSeverityLabels,
  successMessages,
  type Therapy,
} from '@cartella/domain';
import { DateField, todayIso } from '@cartella/ui/date-field';
import { FormModal } from '@cartella/ui/form-modal';
import { NumberField } from '@cartella/ui/number-field';
import { RadioGroup } from '@cartella/ui/radio-group';
import { Select } from '@cartella/ui/select';
import { TextArea } from '@cartella/ui/text-area';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { issueText } from '../../../lib/form-issues.ts';
import { domainText } from '../../../lib/i18n.ts';
import { decimalInputText } from '../../../lib/numbers.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { type AdverseReactionBody, useCreateAdverseReportMutation } from '../api/adverse-reactions.ts';

const textFields = [
  'reaction',
  'reaction_duration',
  'drugs_to_treat_reaction',
  'batch_number',
  'reason',
  'how_many_times_day',
  'how_drug_taken',
  'other_drugs_used',
  'other_diseases',
  'name_care_provider',
  'address_care_provider',
  'phone_care_provider',
] as const;
const dateFields = [
  'date_last_menstruation',
  'date_reaction',
  'first_assumption_date',
  'last_assumption_date',
] as const;
const flagFields = [
  'nursing_mother',
  'prescribed_by_doctor',
  'care_provider_warned',
  'adverse_reaction_drug_suspended',
  'drug_already_used',
  'same_reaction',
  'contactable_care_provider',
] as const;
const choiceFields = [
  'id_structure_pharmacovigilance',
  'pregnancy',
  'severity',
  'reaction_affect',
  'reaction_now',
] as const;
type DraftKey =
  | (typeof textFields)[number]
  | (typeof dateFields)[number]
  | (typeof flagFields)[number]
  | (typeof choiceFields)[number];
type Draft = Record<DraftKey, string>;

function emptyDraft(): Draft {
  const keys: DraftKey[] = [...textFields, ...dateFields, ...flagFields, ...choiceFields];
  return Object.fromEntries(keys.map((key) => [key, ''])) as Draft;
}

/** The latest vital reading that carries the value (spec 000 section 3: tbl_parametri_vitalis). */
function latestValue(
  patient: Patient,
  locale: string,
  pick: (reading: NonNullable<Patient['tbl_parametri_vitalis']>[number]) => number | null | undefined,
) {
  const readings = [...(patient.tbl_parametri_vitalis ?? [])].sort((a, b) =>
    b.created_on.localeCompare(a.created_on),
  );
  for (const reading of readings) {
    const value = pick(reading);
    if (value !== null && value !== undefined) return decimalInputText(value, locale);
  }
  return '';
}

/** The wire body: numbers for flags and choices, null for what was not chosen. */
function bodyOf(draft: Draft, therapyId: number, userId: number, female: boolean) {
  const numberOrNull = (text: string) => (text === '' ? null : Number(text));
  const body: Record<string, unknown> & { id_utente: number } = { id_utente: userId, id_terapie: therapyId };
  for (const key of textFields) body[key] = draft[key];
  for (const key of dateFields) body[key] = draft[key];
  for (const key of flagFields) body[key] = numberOrNull(draft[key]);
  body.id_structure_pharmacovigilance = numberOrNull(draft.id_structure_pharmacovigilance);
  body.reaction_affect = numberOrNull(draft.reaction_affect);
  body.severity = draft.severity === '' ? null : draft.severity;
  body.reaction_now = draft.reaction_now === '' ? null : draft.reaction_now;
  if (female) body.pregnancy = draft.pregnancy === '' ? null : draft.pregnancy;
  else {
    body.date_last_menstruation = null;
    body.pregnancy = null;
    body.nursing_mother = null;
  }
  return body;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border-2 border-brand-soft p-4">
      <legend className="px-1 font-bold text-brand-strong text-lg">{title}</legend>
      {children}
    </fieldset>
  );
}

export interface AdverseReactionFormProps {
  therapy: Therapy;
  patient: Patient;
  userId: number;
  onClose: () => void;
}

/**
 * The adverse-reaction dialog (spec 000 section 2 "Medications", sections 3 and 5): seven
 * sections, every report field required, menstruation and pregnancy only for female patients,
 * weight and height prefilled from the latest vital readings, the first/last assumption order on
 * the end-date field. Procedi saves at once, without the spec's 'Sei sicuro di salvare i dati?'
 * (docs/spec-deviations/therapies.md). A rejected save keeps what was typed.
 */
export function AdverseReactionForm({ therapy, patient, userId, onClose }: AdverseReactionFormProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const create = useCreateAdverseReportMutation();
  // A pregnancy under way in the record prefills the pregnancy field (issue 17; editable).
  const [draft, setDraft] = useState<Draft>(() => ({
    ...emptyDraft(),
    pregnancy:
      patient.paziente_sesso === 'female'
        ? (currentPregnancyTrimester(patient.tbl_gravidanze ?? [], todayIso()) ?? '')
        : '',
  }));
  const [weight, setWeight] = useState(() =>
    latestValue(patient, i18n.locale, (reading) => reading.parametro_peso),
  );
  const [height, setHeight] = useState(() =>
    latestValue(patient, i18n.locale, (reading) => reading.parametro_altezza),
  );
  const female = patient.paziente_sesso === 'female';
  const sex = patient.paziente_sesso === 'male' || female ? patient.paziente_sesso : 'unknown';
  const {
    errors,
    setErrors,
    submit: saveForm,
  } = useFormSave({
    schema: createAdverseReactionSchema({ today: todayIso(), sex }),
    save: (body: AdverseReactionBody) => create.mutateAsync(body),
    feedback: {
      saved: successMessages.operationCompleted,
      failed: failureMessages.genericError,
      failureText: 'server',
    },
    toast,
  });
  const update = (key: DraftKey, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const drugName = therapy.farmaco?.descrizione_breve ?? therapy.id_farmaco_codifa;

  function checkOrder(first: string, last: string) {
    // Spec 000 section 5: a first assumption later than the last is reported on the end-date field.
    setErrors((current) => {
      const { last_assumption_date: _previous, ...rest } = current;
      return first !== '' && last !== '' && first > last
        ? { ...rest, last_assumption_date: issueText('first_assumption_after_last') }
        : rest;
    });
  }

  function submit() {
    return saveForm(bodyOf(draft, therapy.id_terapie, userId, female));
  }

  const yesNo = [
    { value: '1', label: t`Sì` },
    { value: '0', label: t`No` },
  ];
  const text = (key: (typeof textFields)[number], label: string, multiline = false) =>
    multiline ? (
      <TextArea
        label={label}
        value={draft[key]}
        onChange={(event) => update(key, event.target.value)}
        error={errors[key]}
      />
    ) : (
      <TextField
        label={label}
        value={draft[key]}
        onChange={(event) => update(key, event.target.value)}
        error={errors[key]}
        {...(key === 'phone_care_provider' ? { type: 'tel', autoComplete: 'off' } : {})}
      />
    );
  const flag = (key: (typeof flagFields)[number], label: string) => (
    <RadioGroup
      label={label}
      options={yesNo}
      value={draft[key]}
      onValueChange={(value) => update(key, value)}
      orientation="horizontal"
      error={errors[key]}
    />
  );
  const date = (key: (typeof dateFields)[number], label: string, onCommit?: (iso: string) => void) => (
    <DateField
      label={label}
      value={draft[key]}
      max={todayIso()}
      onValueChange={(iso) => update(key, iso ?? '')}
      onCommit={(iso) => onCommit?.(iso ?? '')}
      error={errors[key]}
    />
  );
  const contact = patient.user.contact_detail;

  return (
    <FormModal
      open
      onResult={() => onClose()}
      title={t`Segnala reazione avversa`}
      description={drugName}
      confirmLabel={t`Procedi`}
      cancelLabel={t`Annulla`}
      onSubmit={submit}
      size="lg"
    >
      <Section title={t`Informazioni sul paziente`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label={t`Peso`}
            unit="kg"
            decimals
            value={weight}
            onValueChange={(_, typed) => setWeight(typed)}
          />
          <NumberField
            label={t`Altezza`}
            unit="cm"
            value={height}
            onValueChange={(_, typed) => setHeight(typed)}
          />
        </div>
        {female ? (
          <>
            {date('date_last_menstruation', t`Data ultima mestruazione`)}
            <Select
              label={t`Gravidanza`}
              placeholder={t`Seleziona`}
              options={pregnancyTrimesters.map((value) => ({
                value,
                label: domainText(pregnancyTrimesterLabels[value]),
              }))}
              value={draft.pregnancy}
              onValueChange={(value) => update('pregnancy', value)}
              error={errors.pregnancy}
            />
            {flag('nursing_mother', t`Allattamento`)}
          </>
        ) : null}
        <Select
          label={t`Struttura di farmacovigilanza (regione)`}
          placeholder={t`Seleziona`}
          options={(patient.pharmacovigilance_structures ?? []).map((structure) => ({
            value: String(structure.id),
            label: structure.struttura,
          }))}
          value={draft.id_structure_pharmacovigilance}
          onValueChange={(value) => update('id_structure_pharmacovigilance', value)}
          error={errors.id_structure_pharmacovigilance}
        />
      </Section>
      <Section title={t`Reazione avversa del farmaco`}>
        {text('reaction', t`Descrizione della reazione`, true)}
        <div className="grid gap-4 sm:grid-cols-2">
          {date('date_reaction', t`Data della reazione`)}
          {text('reaction_duration', t`Durata della reazione`)}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            label={t`Gravità`}
            placeholder={t`Seleziona`}
            options={reactionSeverities.map((value) => ({
              value,
              label: domainText(reactionSeverityLabels[value]),
            }))}
            value={draft.severity}
            onValueChange={(value) => update('severity', value)}
            error={errors.severity}
          />
          <Select
            label={t`Impatto sulla vita quotidiana (1-10)`}
            placeholder={t`Seleziona`}
            options={Array.from(
              { length: REACTION_IMPACT_RANGE.max - REACTION_IMPACT_RANGE.min + 1 },
              (_, index) => String(REACTION_IMPACT_RANGE.min + index),
            ).map((value) => ({ value, label: value }))}
            value={draft.reaction_affect}
            onValueChange={(value) => update('reaction_affect', value)}
            error={errors.reaction_affect}
          />
          <Select
            label={t`Esito attuale`}
            placeholder={t`Seleziona`}
            options={reactionOutcomes.map((value) => ({
              value,
              label: domainText(reactionOutcomeLabels[value]),
            }))}
            value={draft.reaction_now}
            onValueChange={(value) => update('reaction_now', value)}
            error={errors.reaction_now}
          />
        </div>
      </Section>
      <Section title={t`Altri dettagli`}>
        {text('drugs_to_treat_reaction', t`Farmaci usati per curare la reazione`)}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('batch_number', t`Numero di lotto`)}
          {text('reason', t`Motivo per cui è stato usato il farmaco`)}
        </div>
        {flag('prescribed_by_doctor', t`Prescritto dal medico`)}
        {flag('adverse_reaction_drug_suspended', t`Farmaco sospeso dopo la reazione`)}
      </Section>
      <Section title={t`Consumazione`}>
        <div className="grid gap-4 sm:grid-cols-2">
          {date('first_assumption_date', t`Data prima assunzione`, (iso) =>
            checkOrder(iso, draft.last_assumption_date),
          )}
          {date('last_assumption_date', t`Data ultima assunzione`, (iso) =>
            checkOrder(draft.first_assumption_date, iso),
          )}
          {text('how_many_times_day', t`Quante volte al giorno`)}
          {text('how_drug_taken', t`Come è stato assunto`)}
        </div>
      </Section>
      <Section title={t`Informazioni passate`}>
        {flag('drug_already_used', t`Farmaco già usato in passato`)}
        {flag('same_reaction', t`Stessa reazione in passato`)}
        {text('other_drugs_used', t`Altri farmaci usati nello stesso periodo`)}
        {text('other_diseases', t`Altre malattie`)}
      </Section>
      <Section title={t`Care provider`}>
        {text('name_care_provider', t`Nome del medico o operatore sanitario`)}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('address_care_provider', t`Indirizzo del medico`)}
          {text('phone_care_provider', t`Telefono del medico`)}
        </div>
        {flag('care_provider_warned', t`Il medico è stato informato`)}
        {flag('contactable_care_provider', t`Il medico può essere contattato`)}
      </Section>
      <Section title={t`Patient card`}>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t`Indirizzo`}</dt>
          <dd>
            {[contact?.contatto_indirizzo, contact?.comune_residenza].filter(Boolean).join(', ') || '—'}
          </dd>
          <dt className="font-semibold">{t`Telefono`}</dt>
          <dd>{contact?.contatto_telefono || '—'}</dd>
          <dt className="font-semibold">{t`E-mail`}</dt>
          <dd>{patient.paziente_email || patient.user.email}</dd>
        </dl>
        <p className="text-sm">{t`Per cambiarli, modifica la scheda paziente.`}</p>
      </Section>
    </FormModal>
  );
}
