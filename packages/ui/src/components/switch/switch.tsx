import * as RadixSwitch from '@radix-ui/react-switch';
import { clsx } from 'clsx';
import { type ReactNode, useId, useState } from 'react';
import { definedProps } from '../../internal/props.ts';

export interface SwitchProps {
  label: ReactNode;
  /** Visible state text for "on" ("Sì"), hidden from screen readers (the switch says it). */
  onText?: string;
  /** Visible state text for "off" ("No"). */
  offText?: string;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** A yes/no toggle (Radix Switch), used for the items of clinical scores. */
export function Switch({
  label,
  onText,
  offText,
  description,
  checked,
  defaultChecked = false,
  onCheckedChange,
  name,
  disabled,
  id,
  className,
}: SwitchProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const isOn = checked ?? uncontrolled;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <div className="flex min-h-11 items-center justify-between gap-3">
        <label htmlFor={controlId} className="text-black">
          {label}
        </label>
        <div className="flex items-center gap-2">
          {onText && offText ? (
            <span aria-hidden="true" className="min-w-8 text-right font-semibold text-black">
              {isOn ? onText : offText}
            </span>
          ) : null}
          <RadixSwitch.Root
            id={controlId}
            checked={isOn}
            onCheckedChange={(next) => {
              setUncontrolled(next);
              onCheckedChange?.(next);
            }}
            aria-describedby={descriptionId}
            {...definedProps({ name, disabled })}
            className="relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 border-muted bg-ended-soft transition-colors data-[state=checked]:border-brand data-[state=checked]:bg-brand disabled:cursor-not-allowed disabled:opacity-60"
          >
            <RadixSwitch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow ring-1 ring-muted transition-transform data-[state=checked]:translate-x-6 motion-reduce:transition-none" />
          </RadixSwitch.Root>
        </div>
      </div>
      {description ? (
        <p id={descriptionId} className="m-0 text-muted text-sm">
          {description}
        </p>
      ) : null}
    </div>
  );
}
