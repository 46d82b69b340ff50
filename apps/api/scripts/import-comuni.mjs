// Derives the compact municipality files the API reads (spec 000 section 7 "City search"; section 5
// tax code birthplace check) from the shared reference data, so `npm start` works from a clone
// without ../shared. Run from the repository root or apps/api: `node apps/api/scripts/import-comuni.mjs`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(apiDir, '..', '..');
const shared = resolve(repoRoot, '..', 'shared', 'data');
const target = join(apiDir, 'data', 'comuni');
mkdirSync(target, { recursive: true });

// Current comuni: [name, province abbreviation, Belfiore code], sorted by name.
const comuni = JSON.parse(readFileSync(join(shared, 'comuni', 'comuni.json'), 'utf8'));
const rows = comuni
  .map((comune) => [comune.nome, comune.siglaProvincia, comune.codiceCatastale])
  .sort((a, b) => a[0].localeCompare(b[0], 'it'));
writeFileSync(join(target, 'comuni.json'), `${JSON.stringify(rows)}\n`);

// Every Belfiore code that ever named a comune or a foreign state: a tax code's birthplace may be a
// comune that no longer exists.
const codes = Object.keys(
  JSON.parse(readFileSync(join(shared, 'codici-catastali', 'codici_catastali.json'), 'utf8')),
);
for (const row of rows) if (!codes.includes(row[2])) codes.push(row[2]);
codes.sort();
writeFileSync(join(target, 'codici-catastali.txt'), `${codes.join('\n')}\n`);

console.log(`comuni: ${rows.length}, codici catastali: ${codes.length}`);
