import { readFileSync } from 'node:fs';

/** apps/api/data/, written by the import scripts (scripts/import-*.mjs) from shared/data. */
const dataFolder = new URL('../../../data/', import.meta.url);

/** A file of apps/api/data/ as text, by its path inside that folder. */
export function readDataFile(relative: string): string {
  return readFileSync(new URL(relative, dataFolder), 'utf8');
}
