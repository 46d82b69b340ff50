import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldIds } from '../../internal/field.tsx';
import { definedProps } from '../../internal/props.ts';
import { FieldError } from '../field-error/field-error.tsx';

export interface CheckboxProps {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Submits "on" with a form when checked (Radix renders a hidden native checkbox). */
  name?: string;
  value?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** A labelled checkbox (Radix Checkbox) with a 24 px box inside a 44 px tall row. */
export function Checkbox({
  label,
  description,
  error,
  checked,
  defaultChecked,
  onCheckedChange,
  name,
  value,
  required,
  disabled,
  id,
  className,
}: CheckboxProps) {
  const ids = useFieldIds(id, Boolean(description), Boolean(error));
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <div className="flex min-h-11 items-center gap-3">
        <RadixCheckbox.Root
          id={ids.controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...definedProps({ checked, defaultChecked, name, value, required, disabled })}
          {...(onCheckedChange
            ? { onCheckedChange: (next: boolean | 'indeterminate') => onCheckedChange(next === true) }
            : {})}
          className="inline-flex size-6 shrink-0 items-center justify-center rounded border-2 border-muted bg-white text-white aria-[invalid=true]:border-danger-strong data-[state=checked]:border-brand data-[state=checked]:bg-brand disabled:cursor-not-allowed disabled:opacity-60"
        >
          <RadixCheckbox.Indicator>
            <Check aria-hidden="true" className="size-4" strokeWidth={3} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={ids.controlId} className="text-black">
          {label}
        </label>
      </div>
      {description ? (
        <p id={ids.descriptionId} className="m-0 pl-9 text-muted text-sm">
          {description}
        </p>
      ) : null}
      <FieldError id={ids.errorId} className="pl-9">
        {error}
      </FieldError>
    </div>
  );
}
