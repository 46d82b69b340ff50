import * as RadioGroup from '@radix-ui/react-radio-group';
import { clsx } from 'clsx';
import type { PainLevelOption } from './pain-colours.ts';

export interface PainPaletteProps {
  palette: readonly PainLevelOption[];
  /** Key of the selected colour. */
  value: string;
  onValueChange: (key: string) => void;
  /** Accessible name of the group (the app's "Pain intensity", say). */
  label: string;
  className?: string;
}

/**
 * The pain colours as a radio group: arrow keys move between colours, and every swatch carries its
 * translated name, so the choice never rests on colour alone (WCAG 1.4.1). One palette can drive
 * both body views, as the diary editor has one palette for two canvases (spec part 1, section 2).
 */
export function PainPalette({ palette, value, onValueChange, label, className }: PainPaletteProps) {
  return (
    <RadioGroup.Root
      aria-label={label}
      value={value}
      onValueChange={onValueChange}
      orientation="horizontal"
      className={clsx('flex flex-wrap gap-2', className)}
    >
      {palette.map((option) => (
        <RadioGroup.Item
          key={option.key}
          value={option.key}
          className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-muted bg-white px-3 py-1 text-black data-[state=checked]:border-brand data-[state=checked]:bg-brand-soft data-[state=checked]:font-semibold data-[state=checked]:ring-2 data-[state=checked]:ring-brand"
        >
          <span
            aria-hidden="true"
            className="size-6 shrink-0 rounded-full border-2 border-muted"
            style={{ backgroundColor: option.colour }}
          />
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
