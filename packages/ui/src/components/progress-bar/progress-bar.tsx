import * as Progress from '@radix-ui/react-progress';
import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';

export interface ProgressBarProps {
  /** What is progressing ("Caricamento del file"), the accessible name. */
  label: ReactNode;
  /** Done so far; null when unknown (indeterminate). */
  value: number | null;
  max?: number;
  /** Visible value text ("45%", "3 di 7 misure"), also read as aria-valuetext. */
  valueText?: string;
  className?: string;
}

/** Progress of an upload or a device sync (Radix Progress: role="progressbar" with values). */
export function ProgressBar({ label, value, max = 100, valueText, className }: ProgressBarProps) {
  const labelId = useId();
  const percent = value === null ? null : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="font-semibold text-black">
          {label}
        </span>
        {valueText ? (
          <span aria-hidden="true" className="text-black text-sm">
            {valueText}
          </span>
        ) : null}
      </div>
      <Progress.Root
        aria-labelledby={labelId}
        value={value}
        max={max}
        {...(valueText ? { getValueLabel: () => valueText } : {})}
        className="relative h-4 w-full overflow-hidden rounded-full border-2 border-muted bg-white"
      >
        <Progress.Indicator
          className={clsx(
            'h-full bg-brand transition-[width] motion-reduce:transition-none',
            percent === null && 'w-1/3 animate-pulse',
          )}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </Progress.Root>
    </div>
  );
}
