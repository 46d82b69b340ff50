/**
 * Colour tones of lists and sections: the green/grey/pink therapy and diagnosis lists
 * (spec part 1, section 2, therapies: current green, ended grey, forbidden pink).
 * Text colours keep 4.5:1 on their soft backgrounds.
 */
export const toneClasses = {
  default: { background: 'bg-brand-soft', border: 'border-brand', text: 'text-brand-strong' },
  current: { background: 'bg-ok-soft', border: 'border-ok', text: 'text-ok' },
  ended: { background: 'bg-ended-soft', border: 'border-muted', text: 'text-black' },
  forbidden: { background: 'bg-forbidden-soft', border: 'border-danger-strong', text: 'text-danger-strong' },
} as const;

export type Tone = keyof typeof toneClasses;
