import {
  alcoholTypes,
  applyLifestyleAnswers,
  birthTimings,
  birthTypes,
  bowelHabits,
  clearFemaleOnlyAnswers,
  createPhysiologicalAnamnesisSchema,
  developmentOutcomes,
  drugTypes,
  eatingHabits,
  educationLevels,
  failureMessages,
  feedingTypes,
  menarcheAges,
  menopauseTypes,
  menstrualCycles,
  physicalActivityLevels,
  successMessages,
  TEXT_LIMITS,
  urinationHabits,
  yesNoAnswers,
} from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { DateField, todayIso } from '@cartella/ui/date-field';
import { Modal } from '@cartella/ui/modal';
import { NumberField } from '@cartella/ui/number-field';
import { RadioGroup } from '@cartella/ui/radio-group';
import { Select } from '@cartella/ui/select';
import { TextArea } from '@cartella/ui/text-area';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { domainText } from '../../../lib/i18n.ts';
import { QueryStatus } from '../../../lib/query-view.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import {
  type AnamnesisVersion,
  type PhysiologicalAnamnesisItem,
  physiologicalQueryOptions,
  physiologicalVersionQueryOptions,
  useSavePhysiologicalMutation,
} from '../api/anamnesis.ts';
import { formatSavedAt } from './format.ts';
import { type Question, questions, usePhysiologicalLabels } from './physiological-labels.ts';
import { dateQuestions, lifestyleDoses, summaryRows } from './summary.ts';
import { VersionList } from './version-list.tsx';

/** The form's draft: every answer as the inputs hold it ('' when unanswered). */
type Draft = { [K in Question]: K extends 'etaMenarca' | 'etaMenopausa' ? number | null : string };

const numberQuestions = new Set<Question>(['etaMenarca', 'etaMenopausa']);

function draftOf(stored: PhysiologicalAnamnesisItem | null): Draft {
  const draft: Record<string, string | number | null> = {};
  for (const question of questions) {
    const value = stored?.[question] ?? null;
    draft[question] = numberQuestions.has(question)
      ? typeof value === 'number'
        ? value
        : null
      : String(value ?? '');
  }
  return draft as Draft;
}

export interface PhysiologicalSectionProps {
  patientId: number;
  /** paziente_sesso is 'female': the menstrual part shows (spec 001 section 6). */
  female: boolean;
}

/**
 * The physiological anamnesis (spec 001 sections 2-5 and 8): a summary without empty values, the
 * form with every question and option (saved without the spec's confirmation:
 * docs/spec-deviations/anamnesis.md), the spec's messages, and the earlier versions.
 */
export function PhysiologicalSection({ patientId, female }: PhysiologicalSectionProps) {
  const { t } = useLingui();
  const labels = usePhysiologicalLabels();
  const query = useQuery(physiologicalQueryOptions(patientId));
  const [editing, setEditing] = useState(false);
  const [reading, setReading] = useState<AnamnesisVersion | null>(null);

  if (query.isPending || query.isError) return <QueryStatus query={query} loading={t`Caricamento`} />;
  const { data, versioni } = query.data;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        {data ? t`Ultimo aggiornamento: ${formatSavedAt(data.dataAggiornamento)}` : t`Non ancora compilata`}
      </p>
      {editing ? (
        <PhysiologicalForm
          patientId={patientId}
          female={female}
          initial={draftOf(data)}
          onDone={() => setEditing(false)}
        />
      ) : (
        <>
          {data ? <Summary stored={data} female={female} labels={labels} /> : null}
          <div>
            <Button onClick={() => setEditing(true)}>{t`Modifica anamnesi fisiologica`}</Button>
          </div>
        </>
      )}
      <VersionList versions={versioni.slice(1)} onRead={setReading} />
      {reading ? <VersionSummary version={reading} female={female} onClose={() => setReading(null)} /> : null}
    </div>
  );
}

function Summary({
  stored,
  female,
  labels,
}: {
  stored: PhysiologicalAnamnesisItem;
  female: boolean;
  labels: ReturnType<typeof usePhysiologicalLabels>;
}) {
  const { t, i18n } = useLingui();
  const rows = summaryRows(stored, female);
  if (rows.length === 0) return <p>{t`Nessuna risposta inserita`}</p>;
  const shown = (question: Question, value: string | number) =>
    typeof value === 'number'
      ? String(value)
      : dateQuestions.has(question)
        ? formatDate(value, i18n.locale)
        : question.startsWith('dosi') ||
            question.startsWith('note') ||
            ['ritmoSV', 'professione'].includes(question)
          ? value
          : labels.option(value);
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {rows.map(([question, value]) => (
        <div key={question} className="contents">
          <dt className="font-semibold">{labels.question(question)}</dt>
          <dd className="break-words">{shown(question, value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function VersionSummary({
  version,
  female,
  onClose,
}: {
  version: AnamnesisVersion;
  female: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const labels = usePhysiologicalLabels();
  const query = useQuery(physiologicalVersionQueryOptions(version.id_anamnesi_log));
  return (
    <Modal
      open
      title={t`Anamnesi fisiologica: versione del ${formatSavedAt(version.dataAggiornamento)}`}
      confirmLabel={t`Chiudi`}
      cancelLabel={t`Chiudi`}
      closeLabel={t`Chiudi`}
      onResult={onClose}
      size="lg"
    >
      {query.isPending ? (
        <p role="status">{t`Caricamento`}</p>
      ) : query.isError ? (
        <p role="alert" className="text-danger-strong">
          {query.error.message}
        </p>
      ) : (
        <Summary stored={query.data} female={female} labels={labels} />
      )}
    </Modal>
  );
}

function PhysiologicalForm({
  patientId,
  female,
  initial,
  onDone,
}: {
  patientId: number;
  female: boolean;
  initial: Draft;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const labels = usePhysiologicalLabels();
  const toast = useToast();
  const save = useSavePhysiologicalMutation(patientId);
  const [draft, setDraft] = useState(initial);
  const today = todayIso();
  const { errors, submit } = useFormSave({
    schema: createPhysiologicalAnamnesisSchema({ today }),
    save: (_draft: Draft, answers) => save.mutateAsync(answers),
    feedback: { saved: null, failed: failureMessages.updateFailed, failureText: 'server' },
    onSaved: () => {
      toast.show({ variant: 'success', title: domainText(successMessages.physiologicalAnamnesisSaved) });
      onDone();
    },
    // Spec 001 section 8: 'Errore durante l'aggiornamento' plus the error; the data is reloaded.
    onFailed: (error) => {
      toast.show({
        variant: 'error',
        title: domainText(failureMessages.updateFailed),
        description: error instanceof ApiError ? error.message : String(error),
      });
    },
  });

  const update = (patch: Partial<Draft>) =>
    setDraft((current) => {
      // A habit answered other than 'si' has no dose and no type (spec 001 section 4); answered
      // 'si' again, its dose starts empty rather than at that 0.
      const next = applyLifestyleAnswers({ ...current, ...patch });
      for (const [answer, dose] of lifestyleDoses) {
        if (patch[answer] === 'si' && current[answer] !== 'si' && next[dose] === '0') next[dose] = '';
      }
      return next;
    });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(clearFemaleOnlyAnswers(draft, female));
  }

  const select = (question: Question, options: readonly string[]) => (
    <Select
      label={labels.question(question)}
      options={options.map((value) => ({ value, label: labels.option(value) }))}
      value={(draft[question] as string) || undefined}
      placeholder={t`Seleziona…`}
      onValueChange={(value) => update({ [question]: value })}
      error={errors[question]}
    />
  );
  const yesNo = (question: Question) => (
    <RadioGroup
      label={labels.question(question)}
      orientation="horizontal"
      options={yesNoAnswers.map((value) => ({ value, label: labels.option(value) }))}
      value={(draft[question] as string) || undefined}
      onValueChange={(value) => update({ [question]: value })}
      error={errors[question]}
    />
  );
  const text = (question: Question, max: number = TEXT_LIMITS.short) => (
    <TextField
      label={labels.question(question)}
      value={draft[question] as string}
      maxLength={max}
      onChange={(event) => update({ [question]: event.target.value })}
      error={errors[question]}
    />
  );
  const notes = (question: Question) => (
    <TextArea
      label={labels.question(question)}
      value={draft[question] as string}
      maxLength={TEXT_LIMITS.comment}
      rows={2}
      onChange={(event) => update({ [question]: event.target.value })}
      error={errors[question]}
    />
  );
  const date = (question: Question) => (
    <DateField
      label={labels.question(question)}
      value={draft[question] as string}
      max={today}
      onValueChange={(iso) => update({ [question]: iso ?? '' })}
      error={errors[question]}
    />
  );
  const habit = (answer: Question, details: ReactNode) => (
    <div className="flex flex-col gap-2">
      {yesNo(answer)}
      {draft[answer] === 'si' ? <div className="grid gap-3 sm:grid-cols-2">{details}</div> : null}
    </div>
  );

  return (
    <form className="flex flex-col gap-6" onSubmit={onSubmit} noValidate aria-label={t`Anamnesi fisiologica`}>
      <Group title={t`Nascita e infanzia`}>
        {select('tempoParto', birthTimings)}
        {select('tipoParto', birthTypes)}
        {select('allattamento', feedingTypes)}
        {select('sviluppoVegRel', developmentOutcomes)}
        {notes('noteInfanzia')}
      </Group>
      <Group title={t`Scolarità e abitudini`}>
        {select('livelloScol', educationLevels)}
        <RadioGroup
          label={labels.question('attivitaFisica')}
          options={physicalActivityLevels.map((value) => ({ value, label: labels.option(value) }))}
          value={draft.attivitaFisica || undefined}
          onValueChange={(value) => update({ attivitaFisica: value })}
          error={errors.attivitaFisica}
        />
        {select('abitudAlim', eatingHabits)}
        {text('ritmoSV')}
        {yesNo('stress')}
      </Group>
      <Group title={t`Fumo, alcol, droghe e caffeina`}>
        {habit('fumo', [
          <div key="dose">{text('dosiFumo')}</div>,
          <div key="start">{date('dataInizioFumo')}</div>,
          <div key="end">{date('dataFineFumo')}</div>,
        ])}
        {habit('alcool', [
          <div key="dose">{text('dosiAlcool')}</div>,
          <div key="type">{select('tipoAlcool', alcoholTypes)}</div>,
          <div key="start">{date('dataInizioAlcool')}</div>,
          <div key="end">{date('dataFineAlcool')}</div>,
        ])}
        {habit('droghe', [
          <div key="dose">{text('dosiDroghe')}</div>,
          <div key="type">{select('tipoDroghe', drugTypes)}</div>,
          <div key="start">{date('dataInizioDroghe')}</div>,
          <div key="end">{date('dataFineDroghe')}</div>,
        ])}
        {habit('caffeina', [<div key="dose">{text('dosiCaffeina')}</div>])}
        {notes('noteStileVita')}
      </Group>
      <Group title={t`Lavoro`}>
        {text('professione')}
        {notes('noteAttLav')}
      </Group>
      <Group title={t`Alvo e minzione`}>
        {select('alvo', bowelHabits)}
        {select('minzione', urinationHabits)}
        {notes('noteAlvoMinz')}
      </Group>
      {female ? (
        <Group title={t`Ciclo mestruale`}>
          <Select
            label={labels.question('etaMenarca')}
            options={menarcheAges.map((age) => ({ value: String(age), label: String(age) }))}
            value={draft.etaMenarca === null ? undefined : String(draft.etaMenarca)}
            placeholder={t`Seleziona…`}
            onValueChange={(value) => update({ etaMenarca: Number(value) })}
            error={errors.etaMenarca}
          />
          {select('ciclo', menstrualCycles)}
          <NumberField
            label={labels.question('etaMenopausa')}
            unit={t`anni`}
            value={draft.etaMenopausa === null ? '' : String(draft.etaMenopausa)}
            onValueChange={(value) => update({ etaMenopausa: value })}
            error={errors.etaMenopausa}
          />
          {select('menopausa', menopauseTypes)}
          {notes('noteCicloMes')}
        </Group>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={save.isPending}>{t`Salva`}</Button>
        <Button type="button" variant="secondary" onClick={onDone}>{t`Annulla`}</Button>
      </div>
    </form>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-gray-300 p-3">
      <legend className="px-1 font-bold text-brand">{title}</legend>
      {children}
    </fieldset>
  );
}
