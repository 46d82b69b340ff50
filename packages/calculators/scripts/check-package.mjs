// Packs the package the way it will be published (pnpm applies publishConfig and resolves
// workspace versions) and lints the tarball with publint (strict) and attw (ESM-only profile).
// Exits non-zero when either reports a problem. Run after `tsdown` (`check:package` does both).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packDir = mkdtempSync(path.join(tmpdir(), 'calculators-pack-'));

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: packageDir, stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

let status = 0;
try {
  status = run('pnpm', ['pack', '--pack-destination', packDir]);
  const tarball = readdirSync(packDir).find((file) => file.endsWith('.tgz'));
  if (status === 0 && tarball === undefined) {
    console.error('pnpm pack produced no tarball');
    status = 1;
  }
  if (status === 0 && tarball !== undefined) {
    const tarballPath = path.join(packDir, tarball);
    status = run('publint', ['run', tarballPath, '--strict']);
    if (status === 0) status = run('attw', [tarballPath, '--profile', 'esm-only']);
  }
} finally {
  rmSync(packDir, { recursive: true, force: true });
}
process.exit(status);
