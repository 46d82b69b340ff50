import { Fragment } from 'react';

/**
 * An e-mail or web address that wraps, when the line is too narrow for it, only after its "@",
 * dots and slashes, never in the middle of a word (issue #37: "giulia.bianchi@ / example.org", not
 * "giulia.bianc / hi@example.org"). A part still wider than the line breaks where it must.
 */
export function BreakableAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=[@./])/);
  return (
    <span className="break-words">
      {parts.map((part, index) => (
        // The parts of one address never reorder, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see the comment above.
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </span>
  );
}
