#!/usr/bin/env node
// Every document the code cites is in the repository (docs/conventions.md, habit 19): a comment
// naming `something.md` must name a tracked file, by its path from the repository root, by a path
// relative to the citing file, or by a file name that exists somewhere in the repository. The
// specification is cited by part and section ("spec 000 section 7"); its two files live in
// docs/spec/, so those citations resolve by construction, and this check makes sure they stay.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file.length > 0 && existsSync(join(root, file)));
const names = new Set(tracked.map((file) => basename(file)));
const paths = new Set(tracked);
const self = 'scripts/check-citations.mjs';
const sources = tracked.filter((file) => /\.(?:ts|tsx|mjs|js|css)$/.test(file) && file !== self);
// A citation: a word of path characters ending in .md (one bounded pass, no backtracking risk on
// our own sources). Property accesses such as `sizes.md` in code are not comments: skip tokens
// preceded by an identifier character and a dot.
const citation = /(?<![\w$)\]])[\w./-]*\w\.md\b/g;
const specFiles = ['docs/spec/000_0ea08b6e53459819.txt', 'docs/spec/001_a7c742dac97fcdb8.txt'];

const missing = [];
for (const file of specFiles)
  if (!paths.has(file)) missing.push(`${file} (the specification the code cites)`);
for (const file of sources) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  lines.forEach((line, index) => {
    const comment = line.search(/\/\/|\/\*|^\s*\*|['"`]/);
    if (comment < 0) return;
    for (const match of line.slice(comment).matchAll(citation)) {
      const cited = match[0].replace(/^\.\//, '');
      const fromRoot = cited.replace(/^\/+/, '');
      const fromFile = join(dirname(file), cited);
      if (paths.has(fromRoot) || paths.has(fromFile) || names.has(basename(cited))) continue;
      missing.push(`${file}:${index + 1} cites ${cited}, which is not in the repository`);
    }
  });
}
if (missing.length > 0) {
  process.stderr.write(`${missing.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(
  `citations: every cited document of ${sources.length} source files is in the repository\n`,
);
