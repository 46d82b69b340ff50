import * as RadixSelect from '@radix-ui/react-select';
import { clsx } from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { controlClasses, FieldShell, useFieldIds } from '../../internal/field.tsx';
import { definedProps } from '../../internal/props.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen ("Seleziona…"). */
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  /** Submits the value with a form (Radix renders a hidden native select). */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** A labelled single choice from a short list (Radix Select: arrow keys, type-ahead, Escape). */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  description,
  error,
  name,
  required,
  disabled,
  id,
  className,
}: SelectProps) {
  const ids = useFieldIds(id, Boolean(description), Boolean(error));
  return (
    <FieldShell ids={ids} label={label} description={description} error={error} className={className}>
      <RadixSelect.Root {...definedProps({ value, defaultValue, onValueChange, name, required, disabled })}>
        <RadixSelect.Trigger
          id={ids.controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={clsx(
            controlClasses,
            'flex items-center justify-between gap-2 text-left data-[placeholder]:text-muted',
          )}
        >
          <RadixSelect.Value {...(placeholder === undefined ? {} : { placeholder })} />
          <RadixSelect.Icon>
            <ChevronDown aria-hidden="true" className="size-5 text-brand" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            className="z-[60] max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border-2 border-muted bg-white shadow-lg"
          >
            <RadixSelect.Viewport className="p-1">
              {options.map((option) => (
                <RadixSelect.Item
                  // Keyed by the label too: Radix copies an item's text into the hidden native
                  // <option> once, so a language switch left the old texts there until remounted.
                  key={`${option.value}|${option.label}`}
                  value={option.value}
                  {...(option.disabled ? { disabled: true } : {})}
                  className="relative flex min-h-11 cursor-default select-none items-center rounded px-8 py-2 text-black outline-none data-[disabled]:text-muted data-[highlighted]:bg-brand data-[highlighted]:text-white"
                >
                  <RadixSelect.ItemIndicator className="absolute left-2">
                    <Check aria-hidden="true" className="size-4" />
                  </RadixSelect.ItemIndicator>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </FieldShell>
  );
}
