import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Test-only access to the shared specification and reference data (src never does I/O). */
const sharedRoot = resolve(import.meta.dirname, '../../../../../shared');

export const specFiles = {
  part1: '000_0ea08b6e53459819.txt',
  part2: '001_a7c742dac97fcdb8.txt',
} as const;

/** The text of one numbered section (`## 5. ...`) of a spec document. */
export function specSection(file: keyof typeof specFiles, section: number): string {
  const text = readFileSync(resolve(sharedRoot, 'spec', specFiles[file]), 'utf8');
  const parts = text.split(/^## (?=\d+\.)/m);
  const found = parts.find((part) => part.startsWith(`${section}.`));
  if (!found) throw new Error(`section ${section} not found in ${file}`);
  return found;
}

/** The Belfiore codes of shared/data/codici-catastali/codici_catastali.json. */
export function loadBelfioreCodes(): Set<string> {
  const json: unknown = JSON.parse(
    readFileSync(resolve(sharedRoot, 'data/codici-catastali/codici_catastali.json'), 'utf8'),
  );
  if (typeof json !== 'object' || json === null) throw new Error('unexpected lookup format');
  return new Set(Object.keys(json));
}
