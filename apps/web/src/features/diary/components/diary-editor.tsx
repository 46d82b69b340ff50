import {
  bodyRegionLabels,
  bodyRegions,
  checkPatientSex,
  createDiaryEntrySchema,
  DIARY_BRUSH_WIDTH_PX,
  failureMessages,
  issueMessages,
  newDiaryEntry,
  type PatientSex,
  painLevelLabels,
  successMessages,
} from '@cartella/domain';
import {
  BodyPainter,
  type BodyPainterHandle,
  type BodyRegionKey,
  createPainPalette,
  type DescribedMark,
  PainPalette,
} from '@cartella/ui/body-painter';
import { Button } from '@cartella/ui/button';
import { useConfirm } from '@cartella/ui/confirm-dialog';
import { DateField, todayIso } from '@cartella/ui/date-field';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { TextArea } from '@cartella/ui/text-area';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { issueText } from '../../../lib/form-issues.ts';
import { domainText } from '../../../lib/i18n.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import {
  type DiaryEntryDraft,
  type DiaryEntrySummary,
  type DiaryImages,
  diaryImagesQueryOptions,
  diaryListQueryOptions,
  useSaveDiaryEntryMutation,
} from '../api/diary.ts';
import { painMarks } from '../pain-marks.ts';

export interface DiaryEditorProps {
  patientId: number;
  /** The entry to edit, or 'new' (the route's "Nuova"). */
  entryId: number | 'new';
  /** From the cached patient record; 'unknown' asks the patient to update it (spec 000 section 3). */
  sex: PatientSex;
  /** After a save, and on Cancel (spec 000 section 2: "Cancel returns to the list"). */
  onClose: () => void;
}

/**
 * The diary editor (spec 000 section 2 "Diary (Taccuino)", section 9): front and back body
 * drawings with one shared pain palette, a description and a date (today by default, never in the
 * future), Save and Cancel. Editing loads the stored drawings first.
 */
export function DiaryEditor({ patientId, entryId, sex, onClose }: DiaryEditorProps) {
  const { t } = useLingui();
  const list = useQuery({ ...diaryListQueryOptions(patientId), enabled: entryId !== 'new' });
  const images = useQuery({
    ...diaryImagesQueryOptions(entryId === 'new' ? 0 : entryId),
    enabled: entryId !== 'new',
  });

  const sexIssue = checkPatientSex(sex);
  if (sexIssue !== null || (sex !== 'male' && sex !== 'female')) {
    return (
      <InlineAlert variant="warning" title={domainText(issueMessages.sex_unknown)}>
        {t`Il disegno del corpo dipende dal sesso indicato nella scheda paziente.`}
      </InlineAlert>
    );
  }
  if (entryId === 'new') {
    return <DiaryForm patientId={patientId} sex={sex} entry={null} images={null} onClose={onClose} />;
  }
  if (list.isPending || images.isPending) {
    return (
      <p role="status" className="font-semibold text-brand">
        {t`Caricamento della voce`}
      </p>
    );
  }
  if (list.isError || images.isError) {
    return (
      <p role="alert" className="font-semibold text-danger-strong">
        {(list.error ?? images.error)?.message}
      </p>
    );
  }
  const entry = list.data.find((candidate) => candidate.id_taccuino === entryId);
  if (entry === undefined) {
    return <InlineAlert variant="error" title={t`Voce del taccuino non trovata`} />;
  }
  return <DiaryForm patientId={patientId} sex={sex} entry={entry} images={images.data} onClose={onClose} />;
}

interface DiaryFormProps {
  patientId: number;
  sex: 'male' | 'female';
  entry: DiaryEntrySummary | null;
  images: DiaryImages | null;
  onClose: () => void;
}

function DiaryForm({ patientId, sex, entry, images, onClose }: DiaryFormProps) {
  const { t, i18n } = useLingui();
  const confirm = useConfirm();
  const toast = useToast();
  const save = useSaveDiaryEntryMutation();
  const today = todayIso();
  const initial = useMemo(
    () =>
      entry === null
        ? newDiaryEntry(today)
        : {
            id_taccuino: entry.id_taccuino,
            taccuino_data: entry.taccuino_data,
            taccuino_descrizione: entry.taccuino_descrizione,
            id_livello_confidenzialita: entry.id_livello_confidenzialita,
          },
    [entry, today],
  );
  const [date, setDate] = useState(initial.taccuino_data);
  const [description, setDescription] = useState(initial.taccuino_descrizione);
  const [dateWasReset, setDateWasReset] = useState(false);
  const [level, setLevel] = useState<string>('moderate');
  // Where pain is drawn, per view, as the painters read it (saved with the entry, issue #26).
  const [frontMarks, setFrontMarks] = useState<readonly DescribedMark[]>([]);
  const [backMarks, setBackMarks] = useState<readonly DescribedMark[]>([]);
  const front = useRef<BodyPainterHandle>(null);
  const back = useRef<BodyPainterHandle>(null);
  const leaving = useRef(false);
  const { errors, submit: saveForm } = useFormSave({
    schema: createDiaryEntrySchema({ today }),
    save: (draft: DiaryEntryDraft) => save.mutateAsync(draft),
    feedback: {
      saved: successMessages.saveSuccess,
      failed: failureMessages.genericError,
      failureText: 'server',
    },
    toast,
    onSaved: () => {
      front.current?.markSaved();
      back.current?.markSaved();
      leaving.current = true;
      onClose();
    },
  });

  // Built again in the page's new language when the patient switches it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: domainText reads the active locale
  const palette = useMemo(
    () =>
      createPainPalette({
        none: domainText(painLevelLabels.none),
        mild: domainText(painLevelLabels.mild),
        moderate: domainText(painLevelLabels.moderate),
        intense: domainText(painLevelLabels.intense),
        strong: domainText(painLevelLabels.strong),
        veryStrong: domainText(painLevelLabels.very_strong),
      }),
    [i18n.locale],
  );
  const regionLabels = Object.fromEntries(
    bodyRegions.map((region) => [region, domainText(bodyRegionLabels[region])]),
  ) as Record<BodyRegionKey, string>;

  const isDirty = () =>
    Boolean(front.current?.isDirty()) ||
    Boolean(back.current?.isDirty()) ||
    date !== initial.taccuino_data ||
    description !== initial.taccuino_descrizione;

  // Leaving with unsaved strokes or text asks first (in-app navigation); closing the tab gets the
  // browser's own warning.
  useBlocker({
    shouldBlockFn: async () => {
      if (leaving.current || !isDirty()) return false;
      const leave = await confirm({
        title: t`Ci sono modifiche non salvate. Uscire senza salvare?`,
        confirmLabel: t`Esci senza salvare`,
        cancelLabel: t`Resta`,
        variant: 'danger',
      });
      return !leave;
    },
    enableBeforeUnload: () => !leaving.current && isDirty(),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const frontPainter = front.current;
    const backPainter = back.current;
    if (frontPainter === null || backPainter === null) return;
    const draft = {
      id_taccuino: initial.id_taccuino,
      id_paziente: patientId,
      taccuino_data: date,
      taccuino_descrizione: description,
      id_livello_confidenzialita: initial.id_livello_confidenzialita,
      taccuino_report_anteriore: frontPainter.toDataUrl(),
      taccuino_report_posteriore: backPainter.toDataUrl(),
      taccuino_zone: [...painMarks('anteriore', frontMarks), ...painMarks('posteriore', backMarks)],
    };
    await saveForm(draft);
  }

  const dateError = errors.taccuino_data ?? (dateWasReset ? issueText('date_in_future') : undefined);
  const painterLabels = {
    palette,
    paletteLabel: t`Intensità del dolore`,
    undoLabel: t`Annulla ultimo tratto`,
    clearLabel: t`Cancella tutto`,
    regionsLabel: t`Segna una zona con la tastiera`,
    regionLabels,
    emptyDescription: t`Nessuna zona segnata`,
    brushWidthPx: DIARY_BRUSH_WIDTH_PX,
    level,
    onLevelChange: setLevel,
    showPalette: false,
    onLoadError: () => toast.show({ variant: 'error', title: t`Impossibile caricare il disegno salvato` }),
  };

  return (
    <form className="flex flex-col gap-6" onSubmit={submit} noValidate>
      <div className="sticky top-0 z-10 bg-white py-2">
        <PainPalette
          palette={palette}
          value={level}
          onValueChange={setLevel}
          label={t`Intensità del dolore`}
        />
      </div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <section aria-labelledby="diary-front-title" className="flex flex-col gap-2">
          <h2 id="diary-front-title" className="font-bold text-brand text-xl">
            {t`Vista anteriore`}
          </h2>
          <BodyPainter
            ref={front}
            sex={sex}
            view="front"
            label={t`Disegno del dolore, vista anteriore`}
            onChange={(change) => setFrontMarks(change.marks)}
            {...(images?.taccuino_report_anteriore ? { initialImage: images.taccuino_report_anteriore } : {})}
            {...painterLabels}
          />
        </section>
        <section aria-labelledby="diary-back-title" className="flex flex-col gap-2">
          <h2 id="diary-back-title" className="font-bold text-brand text-xl">
            {t`Vista posteriore`}
          </h2>
          <BodyPainter
            ref={back}
            sex={sex}
            view="back"
            label={t`Disegno del dolore, vista posteriore`}
            onChange={(change) => setBackMarks(change.marks)}
            {...(images?.taccuino_report_posteriore
              ? { initialImage: images.taccuino_report_posteriore }
              : {})}
            {...painterLabels}
          />
        </section>
      </div>
      <TextArea
        label={t`Descrizione`}
        value={description}
        maxLength={5000}
        onChange={(event) => setDescription(event.target.value)}
        error={errors.taccuino_descrizione}
      />
      <DateField
        label={t`Data`}
        value={date}
        max={today}
        required
        onValueChange={(iso) => {
          setDate(iso ?? '');
          setDateWasReset(false);
        }}
        onCommit={(iso) => {
          // Spec 000 section 5: the date is not in the future; a future date resets to today
          // with the domain's message (as for the other dated forms).
          if (iso !== null && iso > todayIso()) {
            setDate(todayIso());
            setDateWasReset(true);
          }
        }}
        error={dateError}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={save.isPending}>
          {t`Salva`}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t`Annulla`}
        </Button>
      </div>
    </form>
  );
}
