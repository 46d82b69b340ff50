import { type ReactNode, useState } from 'react';
import type { OpenStateProps } from '../../internal/dialog.ts';
import { FormModal } from '../form-modal/form-modal.tsx';
import { RadioGroup, type RadioOption } from '../radio-group/radio-group.tsx';
import { TextArea } from '../text-area/text-area.tsx';

export interface MoveReasonField {
  label: ReactNode;
  required?: boolean;
  maxLength?: number;
  /** Shown when required and empty on confirm. */
  requiredMessage?: ReactNode;
}

export interface MoveResult {
  target: string;
  /** Empty when there is no reason field. */
  reason: string;
}

export interface MoveDialogProps extends OpenStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Where the item can go, from data (spec: Farmaco Vietato, Terapia Conclusa, Terapia in Corso). */
  targets: RadioOption[];
  targetsLabel: ReactNode;
  /** A reason field, e.g. when moving out of the forbidden drugs (spec part 1, therapies). */
  reason?: MoveReasonField;
  confirmLabel: string;
  cancelLabel: string;
  /** Moves the item; may be async; return false to stay open. */
  onConfirm: (result: MoveResult) => unknown;
  onResult?: (confirmed: boolean) => void;
  error?: ReactNode;
  trigger?: ReactNode;
}

/** Moves an item to another list (the up-down arrows action), with an optional reason. */
export function MoveDialog({ targets, targetsLabel, reason, onConfirm, error, ...modal }: MoveDialogProps) {
  const [missingReason, setMissingReason] = useState(false);
  return (
    <FormModal
      {...modal}
      error={error}
      onSubmit={(data) => {
        const target = data.get('target');
        const reasonText = String(data.get('reason') ?? '').trim();
        if (typeof target !== 'string' || target === '') return false;
        if (reason?.required && reasonText === '') {
          setMissingReason(true);
          return false;
        }
        setMissingReason(false);
        return onConfirm({ target, reason: reasonText });
      }}
    >
      <RadioGroup
        label={targetsLabel}
        name="target"
        options={targets}
        {...(targets.length === 1 && targets[0] ? { defaultValue: targets[0].value } : {})}
      />
      {reason ? (
        <TextArea
          label={reason.label}
          name="reason"
          required={reason.required}
          maxLength={reason.maxLength}
          error={missingReason ? reason.requiredMessage : undefined}
        />
      ) : null}
    </FormModal>
  );
}
