import { parseDecimal, type VitalMeasure, VitalReadingSchema, vitalMeasures } from '@cartella/domain';
import { DateField } from '@cartella/ui/date-field';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { dataSavedFeedback, SaveFormModal } from '../../../lib/save-form.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { useSaveVitalReadingMutation, type VitalReadingBody } from '../api/vital-readings.ts';
import { instantOf, useMeasureLabels } from './measures.ts';

/** What the modal edits: the date, the time and each measure as typed. */
export interface VitalDraft {
  id_parametro: number;
  id_paziente: number;
  date: string;
  time: string;
  measures: Record<VitalMeasure, string>;
}

/**
 * The reading modal (issue #16): a date and time and any measures, each checked against its
 * plausible range before the round trip; the weight has its own field (the spec binds the weight
 * label to the minimum pressure: docs/spec-deviations/diagnoses-visits-vitals.md).
 */
export function VitalForm({ initial, onClose }: { initial: VitalDraft; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const labels = useMeasureLabels();
  const save = useSaveVitalReadingMutation(initial.id_paziente);
  const [draft, setDraft] = useState(initial);
  const { errors, submit } = useFormSave({
    schema: VitalReadingSchema,
    save: (body: VitalReadingBody) => save.mutateAsync(body),
    feedback: dataSavedFeedback,
    toast,
  });

  function bodyOf(): VitalReadingBody {
    const body: Record<string, unknown> = {
      id_parametro: draft.id_parametro,
      id_paziente: draft.id_paziente,
      created_on: instantOf(draft.date, draft.time),
    };
    for (const key of vitalMeasures) {
      const text = draft.measures[key];
      // A text that is not a number is sent as such, so the schema names the field.
      body[key] = text.trim() === '' ? null : (parseDecimal(text) ?? text);
    }
    return body as VitalReadingBody;
  }

  return (
    <SaveFormModal
      onClose={onClose}
      title={draft.id_parametro === 0 ? t`Nuova rilevazione` : t`Modifica la rilevazione`}
      onSubmit={() => submit(bodyOf())}
      size="lg"
    >
      <div className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField
            label={t`Data`}
            value={draft.date}
            onValueChange={(iso) => setDraft((current) => ({ ...current, date: iso ?? '' }))}
            error={errors.created_on}
          />
          <TextField
            label={t`Ora`}
            value={draft.time}
            placeholder="hh:mm"
            inputMode="numeric"
            maxLength={5}
            onChange={(event) => setDraft((current) => ({ ...current, time: event.target.value }))}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {vitalMeasures.map((key) => (
            <TextField
              key={key}
              label={`${labels[key].label} (${labels[key].unit})`}
              value={draft.measures[key]}
              inputMode="decimal"
              maxLength={8}
              onChange={(event) =>
                setDraft((current) => ({
                  ...current,
                  measures: { ...current.measures, [key]: event.target.value },
                }))
              }
              error={errors[key]}
            />
          ))}
        </div>
      </div>
    </SaveFormModal>
  );
}
