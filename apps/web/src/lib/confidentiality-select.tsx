import { type ConfidentialityLevel, readConfidentialityLevel } from '@cartella/domain';
import { Select } from '@cartella/ui/select';
import { useLingui } from '@lingui/react/macro';
import { confidentialityOptions, type LevelChoice } from './record-lock-dialog.tsx';

export interface ConfidentialitySelectProps {
  /** The levels of the patient record (spec 000 section 6: a server list); the spec's six when empty. */
  levels: readonly LevelChoice[];
  /** The record's draft, whose level the select shows. */
  draft: { id_livello_confidenzialita: number };
  /** Sets the chosen level on the draft. */
  update: (patch: { id_livello_confidenzialita: ConfidentialityLevel }) => void;
  /** The level set when the chosen one is none of the spec's six. */
  unknownLevel: ConfidentialityLevel;
  /** The form's field issues; the select shows the level's. */
  errors?: Record<string, string>;
  required?: boolean;
  /** Said under the select: why this level was proposed, say. */
  description?: string;
}

/** The confidentiality level of a record form: the record's levels, the draft's one chosen. */
export function ConfidentialitySelect({
  levels,
  draft,
  update,
  unknownLevel,
  errors,
  required,
  description,
}: ConfidentialitySelectProps) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Livello di confidenzialità`}
      options={confidentialityOptions(levels)}
      value={String(draft.id_livello_confidenzialita)}
      onValueChange={(value) =>
        update({ id_livello_confidenzialita: readConfidentialityLevel(value) ?? unknownLevel })
      }
      description={description}
      error={errors?.id_livello_confidenzialita}
      required={required}
    />
  );
}
