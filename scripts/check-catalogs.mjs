#!/usr/bin/env node
// Every UI text has an English translation: re-extracts the Lingui catalogs from the source and
// fails when an English catalog has an empty entry (a text added without its translation).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const web = join(import.meta.dirname, '../apps/web');
const extract = spawnSync('pnpm', ['exec', 'lingui', 'extract', '--clean'], {
  cwd: web,
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (extract.status !== 0) {
  console.error('lingui extract failed');
  process.exit(1);
}

function entries(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const block of text.split(/\n\n+/)) {
    const id = /^msgid "(.*)"$/m.exec(block)?.[1];
    const translation = /^msgstr "(.*)"$/m.exec(block)?.[1];
    if (id) found.push({ id, translation: translation ?? '' });
  }
  return found;
}

let failed = false;
for (const catalog of readdirSync(join(web, 'src/locales/it')).filter((file) => file.endsWith('.po'))) {
  const english = entries(join(web, 'src/locales/en', catalog));
  const italian = entries(join(web, 'src/locales/it', catalog));
  const missing = english.filter((entry) => entry.translation === '');
  console.log(
    `Lingui catalog ${catalog}: ${italian.length} Italian messages, ${english.length - missing.length} translated into English.`,
  );
  for (const entry of missing) console.error(`  missing English translation: "${entry.id}"`);
  if (missing.length > 0 || english.length !== italian.length) failed = true;
}
process.exit(failed ? 1 : 0);
