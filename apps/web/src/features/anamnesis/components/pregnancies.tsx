import {
  babySexes,
  checkPregnancyDuration,
  failureMessages,
  PREGNANCY_AGE_INPUT_MIN,
  PregnancySchema,
  pregnancyOutcomes,
  successMessages,
  TEXT_LIMITS,
} from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { DateField } from '@cartella/ui/date-field';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { NumberField } from '@cartella/ui/number-field';
import { Select } from '@cartella/ui/select';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { issueText } from '../../../lib/form-issues.ts';
import { domainText } from '../../../lib/i18n.ts';
import { PatientRecordList, useConfirmedDelete } from '../../../lib/record-lists.tsx';
import { dataSavedFeedback, SaveFormModal } from '../../../lib/save-form.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import {
  type PregnancyItem,
  pregnanciesQueryOptions,
  useDeletePregnancyMutation,
  useSavePregnancyMutation,
} from '../api/anamnesis.ts';

/** What the add row and the edit modal hold. */
interface PregnancyDraft {
  id_gravidanza: number;
  eta: number | null;
  etaText: string;
  inizio_gravidanza: string;
  fine_gravidanza: string;
  esito: string;
  sesso_bambino: string;
  note_gravidanza: string;
}

const emptyDraft: PregnancyDraft = {
  id_gravidanza: 0,
  eta: null,
  etaText: '',
  inizio_gravidanza: '',
  fine_gravidanza: '',
  esito: '',
  sesso_bambino: '',
  note_gravidanza: '',
};

function draftOf(pregnancy: PregnancyItem): PregnancyDraft {
  return {
    id_gravidanza: pregnancy.id_gravidanza,
    eta: pregnancy.eta,
    etaText: String(pregnancy.eta),
    inizio_gravidanza: pregnancy.inizio_gravidanza,
    fine_gravidanza: pregnancy.fine_gravidanza ?? '',
    esito: pregnancy.esito ?? '',
    sesso_bambino: pregnancy.sesso_bambino ?? '',
    note_gravidanza: pregnancy.note_gravidanza ?? '',
  };
}

function bodyOf(draft: PregnancyDraft) {
  return {
    id_gravidanza: draft.id_gravidanza,
    eta: draft.eta,
    inizio_gravidanza: draft.inizio_gravidanza,
    fine_gravidanza: draft.fine_gravidanza,
    esito: draft.esito,
    sesso_bambino: draft.sesso_bambino,
    note_gravidanza: draft.note_gravidanza,
  };
}

function usePregnancyLabels() {
  const { t } = useLingui();
  const outcome: Record<string, string> = { nascita: t`Nascita`, aborto: t`Aborto` };
  const sex: Record<string, string> = { Maschio: t`Maschio`, Femmina: t`Femmina` };
  return { outcome, sex };
}

/**
 * The save flow of the add row and the edit modal (spec 001 section 5): the schema's 'Inserire
 * età corretta', then the save. The 9-month rule is a warning beside the dates, not a question
 * before the save (docs/spec-deviations/anamnesis.md).
 */
function usePregnancySave(patientId: number, onSaved: () => void) {
  const toast = useToast();
  const save = useSavePregnancyMutation(patientId);
  const form = useFormSave({
    schema: PregnancySchema,
    save: (_body: ReturnType<typeof bodyOf>, pregnancy) => save.mutateAsync(pregnancy),
    feedback: dataSavedFeedback,
    toast,
    onSaved,
  });
  return {
    errors: form.errors,
    pending: save.isPending,
    submit: (draft: PregnancyDraft) => form.submit(bodyOf(draft)),
  };
}

function PregnancyFields({
  draft,
  onChange,
  errors,
}: {
  draft: PregnancyDraft;
  onChange: (patch: Partial<PregnancyDraft>) => void;
  errors: Record<string, string>;
}) {
  const { t } = useLingui();
  const labels = usePregnancyLabels();
  const tooLong = checkPregnancyDuration(draft.inizio_gravidanza, draft.fine_gravidanza) !== null;
  return (
    <>
      <NumberField
        label={t`Età`}
        unit={t`anni`}
        min={PREGNANCY_AGE_INPUT_MIN}
        value={draft.etaText}
        onValueChange={(value, text) => onChange({ eta: value, etaText: text })}
        error={errors.eta}
      />
      <DateField
        label={t`Inizio gravidanza`}
        value={draft.inizio_gravidanza}
        onValueChange={(iso) => onChange({ inizio_gravidanza: iso ?? '' })}
        error={errors.inizio_gravidanza}
      />
      <DateField
        label={t`Fine gravidanza`}
        value={draft.fine_gravidanza}
        onValueChange={(iso) => onChange({ fine_gravidanza: iso ?? '' })}
        error={errors.fine_gravidanza}
      />
      <Select
        label={t`Esito`}
        options={pregnancyOutcomes.map((value) => ({ value, label: labels.outcome[value] ?? value }))}
        value={draft.esito || undefined}
        placeholder={t`Seleziona…`}
        onValueChange={(value) => onChange({ esito: value })}
        error={errors.esito}
      />
      <Select
        label={t`Sesso del bambino`}
        options={babySexes.map((value) => ({ value, label: labels.sex[value] ?? value }))}
        value={draft.sesso_bambino || undefined}
        placeholder={t`Seleziona…`}
        onValueChange={(value) => onChange({ sesso_bambino: value })}
        error={errors.sesso_bambino}
      />
      <TextField
        label={t`Note`}
        value={draft.note_gravidanza}
        maxLength={TEXT_LIMITS.comment}
        onChange={(event) => onChange({ note_gravidanza: event.target.value })}
        error={errors.note_gravidanza}
      />
      {tooLong ? (
        // Said as soon as both dates are in, and never blocking: a long pregnancy can be true.
        <InlineAlert variant="warning" live className="col-span-full">
          {issueText('pregnancy_too_long')}
        </InlineAlert>
      ) : null}
    </>
  );
}

/**
 * Pregnancies (spec 001 sections 2-5, female patients only): an add row cleared after a
 * successful add, the list, an edit modal, and delete after 'Sei sicuro di cancellare il record?'.
 */
export function Pregnancies({ patientId }: { patientId: number }) {
  const { t, i18n } = useLingui();
  const confirmDelete = useConfirmedDelete();
  const labels = usePregnancyLabels();
  const list = useQuery(pregnanciesQueryOptions(patientId));
  const remove = useDeletePregnancyMutation(patientId);
  const [draft, setDraft] = useState<PregnancyDraft>(emptyDraft);
  const [fieldsKey, setFieldsKey] = useState(0);
  const [editing, setEditing] = useState<PregnancyItem | null>(null);
  const add = usePregnancySave(patientId, () => {
    setDraft(emptyDraft);
    setFieldsKey((key) => key + 1);
  });

  function deletePregnancy(pregnancy: PregnancyItem) {
    return confirmDelete(() => remove.mutateAsync(pregnancy.id_gravidanza), {
      success: domainText(successMessages.dataSaved),
      failure: domainText(failureMessages.genericError),
    });
  }

  function onAdd(event: FormEvent) {
    event.preventDefault();
    void add.submit(draft);
  }

  const describe = (pregnancy: PregnancyItem) =>
    t`gravidanza del ${formatDate(pregnancy.inizio_gravidanza, i18n.locale)}`;

  return (
    <div className="flex flex-col gap-4">
      <form
        key={fieldsKey}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={onAdd}
        noValidate
        aria-label={t`Aggiungi gravidanza`}
      >
        <PregnancyFields
          draft={draft}
          onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
          errors={add.errors}
        />
        <div className="flex items-end">
          <Button type="submit" disabled={add.pending}>{t`Aggiungi`}</Button>
        </div>
      </form>
      {list.isPending ? (
        <p role="status">{t`Caricamento`}</p>
      ) : list.isError ? (
        <p role="alert" className="text-danger-strong">
          {list.error.message}
        </p>
      ) : (
        <PatientRecordList
          caption={t`Gravidanze`}
          rows={list.data}
          getRowKey={(pregnancy) => String(pregnancy.id_gravidanza)}
          empty={t`Nessuna gravidanza registrata`}
          columns={[
            { key: 'eta', header: t`Età`, cell: (pregnancy) => String(pregnancy.eta) },
            {
              key: 'inizio',
              header: t`Inizio`,
              cell: (pregnancy) => formatDate(pregnancy.inizio_gravidanza, i18n.locale),
              noWrap: true,
            },
            {
              key: 'fine',
              header: t`Fine`,
              cell: (pregnancy) => formatDate(pregnancy.fine_gravidanza, i18n.locale),
              noWrap: true,
            },
            {
              key: 'esito',
              header: t`Esito`,
              cell: (pregnancy) => (pregnancy.esito ? labels.outcome[pregnancy.esito] : ''),
            },
            {
              key: 'sesso',
              header: t`Sesso del bambino`,
              cell: (pregnancy) => (pregnancy.sesso_bambino ? labels.sex[pregnancy.sesso_bambino] : ''),
            },
            { key: 'note', header: t`Note`, cell: (pregnancy) => pregnancy.note_gravidanza ?? '' },
          ]}
          actions={[
            {
              key: 'edit',
              icon: 'pen',
              label: (pregnancy) => t`Modifica ${describe(pregnancy)}`,
              onSelect: setEditing,
              showOnCompact: true,
            },
            {
              key: 'delete',
              icon: 'trash',
              label: (pregnancy) => t`Elimina ${describe(pregnancy)}`,
              onSelect: (pregnancy) => void deletePregnancy(pregnancy),
              showOnCompact: true,
              tone: 'danger',
            },
          ]}
        />
      )}
      {editing ? (
        <PregnancyModal patientId={patientId} pregnancy={editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

function PregnancyModal({
  patientId,
  pregnancy,
  onClose,
}: {
  patientId: number;
  pregnancy: PregnancyItem;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(pregnancy));
  const edit = usePregnancySave(patientId, () => undefined);
  return (
    <SaveFormModal
      onClose={onClose}
      title={t`Modifica gravidanza`}
      onSubmit={() => edit.submit(draft)}
      size="lg"
    >
      <div className="flex flex-col gap-4">
        <PregnancyFields
          draft={draft}
          onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
          errors={edit.errors}
        />
      </div>
    </SaveFormModal>
  );
}
