import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { definedProps } from '../../internal/props.ts';
import { FieldError } from '../field-error/field-error.tsx';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question, naming the group. */
  label: ReactNode;
  options: RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: ReactNode;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
}

/** One choice among a few, all visible (Radix Radio Group: arrow keys move and select). */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  name,
  required,
  disabled,
  error,
  orientation = 'vertical',
  className,
}: RadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <span id={labelId} className="font-semibold text-black">
        {label}
      </span>
      <RadixRadioGroup.Root
        aria-labelledby={labelId}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        orientation={orientation}
        {...definedProps({ value, defaultValue, onValueChange, name, required, disabled })}
        className={clsx(
          'flex gap-x-6 gap-y-1',
          orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap',
        )}
      >
        {options.map((option) => {
          const itemId = `${id}-${option.value}`;
          const descriptionId = option.description ? `${itemId}-description` : undefined;
          return (
            <div key={option.value} className="flex flex-col">
              <div className="flex min-h-11 items-center gap-3">
                <RadixRadioGroup.Item
                  id={itemId}
                  value={option.value}
                  aria-describedby={descriptionId}
                  {...(option.disabled ? { disabled: true } : {})}
                  className="inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-muted bg-white data-[state=checked]:border-brand disabled:cursor-not-allowed disabled:opacity-60"
                >
                  <RadixRadioGroup.Indicator className="block size-3 rounded-full bg-brand" />
                </RadixRadioGroup.Item>
                <label htmlFor={itemId} className="text-black">
                  {option.label}
                </label>
              </div>
              {option.description ? (
                <p id={descriptionId} className="m-0 pl-9 text-muted text-sm">
                  {option.description}
                </p>
              ) : null}
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
