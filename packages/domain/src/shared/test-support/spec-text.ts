import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Test-only access to the specification and reference data kept in the repository (src never does I/O). */
const repoRoot = resolve(import.meta.dirname, '../../../../..');

export const specFiles = {
  part1: '000_0ea08b6e53459819.txt',
  part2: '001_a7c742dac97fcdb8.txt',
} as const;

/** The text of one numbered section (`## 5. ...`) of a spec document. */
export function specSection(file: keyof typeof specFiles, section: number): string {
  const text = readFileSync(resolve(repoRoot, 'docs/spec', specFiles[file]), 'utf8');
  const parts = text.split(/^## (?=\d+\.)/m);
  const found = parts.find((part) => part.startsWith(`${section}.`));
  if (!found) throw new Error(`section ${section} not found in ${file}`);
  return found;
}

/** The Belfiore codes the API seeds from (apps/api/data/comuni/codici-catastali.txt, one a line). */
export function loadBelfioreCodes(): Set<string> {
  const text = readFileSync(resolve(repoRoot, 'apps/api/data/comuni/codici-catastali.txt'), 'utf8');
  return new Set(text.split('\n').filter((line) => line.length > 0));
}
