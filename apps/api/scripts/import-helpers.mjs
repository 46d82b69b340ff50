// Helpers of the import scripts (import-therapies.mjs, import-vaccinations.mjs): where the shared
// reference data is read from and where the compact copies go, and a small RFC-4180 CSV reader and
// writer. Run by hand, never at run or test time. The reader is the seeds' own (src/lib/csv.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export { parseCsv } from '../src/lib/csv.ts';

export const apiRoot = fileURLToPath(new URL('../', import.meta.url));
export const repoRoot = path.resolve(apiRoot, '../..');
export const sharedData = path.resolve(process.argv[2] ?? path.join(repoRoot, '../shared/data'));
export const out = path.join(apiRoot, 'data');

function csvField(value) {
  const text = String(value ?? '');
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function writeCsv(file, columns, rows) {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => csvField(row[c])).join(','))];
  writeFileSync(file, `${lines.join('\n')}\n`);
}

export const read = (relative) => readFileSync(path.join(sharedData, relative), 'utf8');
