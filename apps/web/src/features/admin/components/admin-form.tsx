import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type * as v from 'valibot';
import { dataSavedFeedback, SaveFormModal } from '../../../lib/save-form.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';

/** The save of an admin form: checked with the schema, then sent, announced by a toast. */
export function useAdminSave<TSchema extends v.GenericSchema, TBody, TResult>(
  schema: TSchema,
  save: (body: TBody, output: v.InferOutput<TSchema>) => Promise<TResult>,
) {
  const toast = useToast();
  return useFormSave({ schema, save, feedback: dataSavedFeedback, toast });
}

/** The keys of a draft whose values are texts. */
type TextKey<Draft> = { [Key in keyof Draft]: Draft[Key] extends string ? Key : never }[keyof Draft] & string;

/** The draft with each of its texts trimmed, as a form sends it; other values stay as they are. */
export function trimTexts<Draft extends object>(draft: Draft): Draft {
  return Object.fromEntries(
    Object.entries(draft).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as Draft;
}

/**
 * A reference entry's form (a centre, a link, a vaccine): its draft, each text field's value,
 * change and error, and the save of the draft with its texts trimmed.
 */
export function useAdminTextForm<Draft extends object, TSchema extends v.GenericSchema, TResult>({
  initial,
  schema,
  save,
}: {
  initial: () => Draft;
  schema: TSchema;
  save: (body: Draft, output: v.InferOutput<TSchema>) => Promise<TResult>;
}) {
  const [draft, setDraft] = useState(initial);
  const { errors, submit } = useAdminSave(schema, save);
  return {
    draft,
    setDraft,
    errors,
    /** The props of the text field of `key`. */
    text: (key: TextKey<Draft>) => ({
      value: String(draft[key]),
      onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
      error: errors[key],
    }),
    submit: () => submit(trimTexts(draft)),
  };
}

export interface NewNameFormProps<TSchema extends v.GenericSchema, TBody> {
  title: string;
  maxLength: number;
  description?: string;
  schema: TSchema;
  /** The body sent for the typed name, trimmed. */
  bodyOf: (name: string) => TBody;
  /** Where the schema and the server put an issue of the name. */
  namePath: string;
  save: (body: TBody) => Promise<unknown>;
  onClose: () => void;
}

/** The add dialog of a list of names (roles, permissions): one required name. */
export function NewNameForm<TSchema extends v.GenericSchema, TBody>({
  title,
  maxLength,
  description,
  schema,
  bodyOf,
  namePath,
  save,
  onClose,
}: NewNameFormProps<TSchema, TBody>) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const { errors, submit } = useAdminSave(schema, save);
  return (
    <SaveFormModal title={title} onClose={onClose} onSubmit={() => submit(bodyOf(name.trim()))}>
      <TextField
        label={t`Nome`}
        value={name}
        maxLength={maxLength}
        onChange={(event) => setName(event.target.value)}
        error={errors[namePath]}
        description={description}
        required
      />
    </SaveFormModal>
  );
}
