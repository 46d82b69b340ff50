#!/usr/bin/env node
// No committed absolute path of a build machine (docs/conventions.md habit 19: the repository
// stands alone). Fails when a tracked text file names a folder under a build machine's work, root,
// user home or temporary directory: such a path works on one machine only. Refer to repository files by
// their path from the root (docs/spec/…), and to temporary folders through os.tmpdir().
// No file is exempt: system paths the code really needs (/usr/bin/chromium, /etc/ssl/certs/…)
// are not matched, and copies of external notes are edited to name their copy in the repo.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
// The path must start the token: a web address whose path has such a folder does not count.
const machinePath = /(?<![\w.~/-])\/(?:work|root|tmp|home\/[\w.-]+|Users\/[\w.-]+)\/[\w.-][^\s`'"()<>[\]]*/g;

const listed = spawnSync('git', ['ls-files', '-z'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (listed.status !== 0) {
  console.error('git ls-files failed: run this inside the git checkout');
  process.exit(2);
}
const findings = [];
for (const file of listed.stdout.split('\0').filter(Boolean)) {
  let bytes;
  try {
    bytes = readFileSync(join(root, file));
  } catch {
    continue; // deleted in the work tree but still in the index
  }
  if (bytes.includes(0)) continue; // binary
  const lines = bytes.toString('utf8').split('\n');
  lines.forEach((line, index) => {
    for (const match of line.matchAll(machinePath)) {
      findings.push(`${file}:${index + 1}: ${match[0]}`);
    }
  });
}
if (findings.length > 0) {
  console.error(`${findings.length} absolute path(s) of a build machine in tracked files:`);
  for (const finding of findings) console.error(`  ${finding}`);
  console.error('Use a path from the repository root, or os.tmpdir() for temporary folders.');
  process.exit(1);
}
console.log('no absolute machine path in tracked files');
