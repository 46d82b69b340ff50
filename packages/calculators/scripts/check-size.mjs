// Bundles each named export of the built package on its own, minified, and fails when one of
// them weighs 1024 bytes or more after gzip: importing one calculator must pull in only that
// calculator (issue 3, "Quality bar"). Run after `tsdown` (the `check:size` script does both).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const limitBytes = 1024;
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distEntry = path.join(packageDir, 'dist', 'index.js');
const exportNames = Object.keys(await import(pathToFileURL(distEntry).href)).sort();
const workDir = mkdtempSync(path.join(tmpdir(), 'calculators-size-'));

let failures = 0;
try {
  for (const name of exportNames) {
    const entry = path.join(workDir, `${name}.js`);
    writeFileSync(entry, `export { ${name} } from ${JSON.stringify(distEntry)};\n`);
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: workDir,
      build: {
        write: false,
        minify: true,
        // An app build, not library mode: Vite's library mode keeps whitespace in ES output.
        rollupOptions: { input: entry, preserveEntrySignatures: 'exports-only' },
        modulePreload: false,
      },
    });
    const outputs = Array.isArray(result) ? result : [result];
    const code = outputs
      .flatMap((output) => ('output' in output ? output.output : []))
      .filter((chunk) => chunk.type === 'chunk')
      .map((chunk) => chunk.code)
      .join('');
    const gzipBytes = gzipSync(code).byteLength;
    // An empty bundle would pass the size limit while proving nothing.
    const ok = gzipBytes < limitBytes && code.includes('export');
    if (!ok) failures += 1;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(32)} ${String(gzipBytes).padStart(5)} B gzip`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

if (failures > 0) {
  console.error(`${failures} export(s) reach ${limitBytes} B gzip on their own`);
  process.exit(1);
}
console.log(`every export bundles alone under ${limitBytes} B gzip (${exportNames.length} checked)`);
