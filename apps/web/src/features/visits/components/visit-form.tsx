import { TEXT_LIMITS, VisitSchema } from '@cartella/domain';
import { DateField } from '@cartella/ui/date-field';
import { TextArea } from '@cartella/ui/text-area';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { dataSavedFeedback, SaveFormModal } from '../../../lib/save-form.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { useSaveVisitMutation, type VisitDraft } from '../api/visits.ts';

export interface VisitFormProps {
  initial: VisitDraft;
  onClose: () => void;
}

/** The visit modal (spec 001 section 5 "Visit"): date, reason, observations and conclusions, all required. */
export function VisitForm({ initial, onClose }: VisitFormProps) {
  const { t } = useLingui();
  const toast = useToast();
  const save = useSaveVisitMutation(initial.id_paziente);
  const [draft, setDraft] = useState(initial);
  const { errors, submit } = useFormSave({
    schema: VisitSchema,
    save: (body: VisitDraft) => save.mutateAsync(body),
    feedback: dataSavedFeedback,
    toast,
  });
  const update = (patch: Partial<VisitDraft>) => setDraft((current) => ({ ...current, ...patch }));
  return (
    <SaveFormModal
      onClose={onClose}
      title={draft.id_visita === 0 ? t`Nuova visita` : t`Modifica la visita`}
      onSubmit={() => submit(draft)}
      size="lg"
    >
      <div className="flex flex-col gap-4">
        <DateField
          label={t`Data della visita`}
          value={draft.visita_data}
          onValueChange={(iso) => update({ visita_data: iso ?? '' })}
          error={errors.visita_data}
        />
        <TextArea
          label={t`Motivazione`}
          value={draft.visita_motivazione}
          maxLength={TEXT_LIMITS.clinical}
          onChange={(event) => update({ visita_motivazione: event.target.value })}
          error={errors.visita_motivazione}
        />
        <TextArea
          label={t`Osservazioni`}
          value={draft.visita_osservazioni}
          maxLength={TEXT_LIMITS.clinical}
          onChange={(event) => update({ visita_osservazioni: event.target.value })}
          error={errors.visita_osservazioni}
        />
        <TextArea
          label={t`Conclusioni`}
          value={draft.visita_conclusioni}
          maxLength={TEXT_LIMITS.clinical}
          onChange={(event) => update({ visita_conclusioni: event.target.value })}
          error={errors.visita_conclusioni}
        />
      </div>
    </SaveFormModal>
  );
}
