import type { ReactNode } from 'react';

/** A labelled result line; the box is a polite live region so a new result is read out. */
export function ResultBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <output
      aria-live="polite"
      aria-label={label}
      className="mt-4 block rounded-md border-2 border-brand bg-brand-soft p-4 text-black"
    >
      {children}
    </output>
  );
}

export function ResultLine({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <p className="m-0">
      {label}: <strong data-testid={testId}>{value}</strong>
    </p>
  );
}
