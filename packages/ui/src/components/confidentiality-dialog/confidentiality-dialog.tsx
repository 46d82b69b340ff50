import type { ReactNode } from 'react';
import type { OpenStateProps } from '../../internal/dialog.ts';
import { FormModal } from '../form-modal/form-modal.tsx';
import { RadioGroup, type RadioOption } from '../radio-group/radio-group.tsx';

export interface ConfidentialityDialogProps extends OpenStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** The levels, from data (spec part 1: 1 Nessuna Restrizione … 6 Strettamente riservato). */
  levels: RadioOption[];
  /** The record's current level, preselected. */
  value?: string;
  /** Names the list of levels ("Livello di riservatezza"). */
  levelsLabel: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Saves the chosen level; may be async; return false to stay open (a server error). */
  onConfirm: (level: string) => unknown;
  onResult?: (confirmed: boolean) => void;
  error?: ReactNode;
  trigger?: ReactNode;
}

/** Chooses the confidentiality level of a record (the lock action of the lists). */
export function ConfidentialityDialog({
  levels,
  value,
  levelsLabel,
  onConfirm,
  ...modal
}: ConfidentialityDialogProps) {
  return (
    <FormModal
      {...modal}
      onSubmit={(data) => {
        const level = data.get('level');
        if (typeof level !== 'string' || level === '') return false;
        return onConfirm(level);
      }}
    >
      <RadioGroup
        label={levelsLabel}
        name="level"
        options={levels}
        {...(value === undefined ? {} : { defaultValue: value })}
      />
    </FormModal>
  );
}
