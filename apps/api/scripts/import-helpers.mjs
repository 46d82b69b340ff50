// Helpers of the import scripts (import-therapies.mjs, import-vaccinations.mjs): where the shared
// reference data is read from and where the compact copies go, and a small RFC-4180 CSV reader and
// writer. Run by hand, never at run or test time.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiRoot = fileURLToPath(new URL('../', import.meta.url));
export const repoRoot = path.resolve(apiRoot, '../..');
export const sharedData = path.resolve(process.argv[2] ?? path.join(repoRoot, '../shared/data'));
export const out = path.join(apiRoot, 'data');

/** RFC-4180 CSV (quoted fields, doubled quotes, commas and newlines inside quotes). */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((r) => r.length > 1 || r[0] !== '');
  return body.map((r) => Object.fromEntries(header.map((name, index) => [name, r[index] ?? ''])));
}

function csvField(value) {
  const text = String(value ?? '');
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function writeCsv(file, columns, rows) {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => csvField(row[c])).join(','))];
  writeFileSync(file, `${lines.join('\n')}\n`);
}

export const read = (relative) => readFileSync(path.join(sharedData, relative), 'utf8');
