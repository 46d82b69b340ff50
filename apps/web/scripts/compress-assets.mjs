#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the built app
// (apps/web/dist), so the API serves them precompressed by Accept-Encoding (apps/api/src/web.ts)
// instead of compressing on every request. Run after `vite build` (the package's build script).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const compressible = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.webmanifest',
  '.txt',
  '.po',
  '.wasm',
]);
/** Below this size the headers of a compressed answer cost about what compression saves. */
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (compressible.has(path.extname(entry.name).toLowerCase())) yield file;
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const file of filesUnder(dist)) {
  if (statSync(file).size < MIN_BYTES) continue;
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
  raw += bytes.length;
  brotli += br.length;
}
console.log(
  `Precompressed ${count} files: ${(raw / 1024).toFixed(0)} kB -> ${(brotli / 1024).toFixed(0)} kB brotli`,
);
