import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirPermissionError, ensurePrivateDataDir } from './data-dir.ts';

const folders: string[] = [];
function tempFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cartella-data-dir-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function mode(file: string): number {
  return statSync(file).mode & 0o777;
}

describe('the private data folder', () => {
  it('creates a missing folder (and its missing parents) readable and writable by the owner only', () => {
    const dir = path.join(tempFolder(), 'nested', 'data');
    ensurePrivateDataDir(dir);
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.dirname(dir))).toBe(0o700);
  });

  it('makes an existing folder that others can reach private, with everything in it', () => {
    const dir = tempFolder();
    mkdirSync(path.join(dir, 'pglite', 'base'), { recursive: true });
    writeFileSync(path.join(dir, 'pglite', 'base', 'table'), 'rows');
    writeFileSync(path.join(dir, 'notes.txt'), 'x');
    chmodSync(dir, 0o755);
    chmodSync(path.join(dir, 'pglite'), 0o775);
    chmodSync(path.join(dir, 'pglite', 'base'), 0o757);
    chmodSync(path.join(dir, 'pglite', 'base', 'table'), 0o666);
    chmodSync(path.join(dir, 'notes.txt'), 0o644);
    ensurePrivateDataDir(dir);
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, 'pglite'))).toBe(0o700);
    expect(mode(path.join(dir, 'pglite', 'base'))).toBe(0o700);
    expect(mode(path.join(dir, 'pglite', 'base', 'table'))).toBe(0o600);
    expect(mode(path.join(dir, 'notes.txt'))).toBe(0o600);
  });

  it('leaves an already private folder as it is', () => {
    const dir = tempFolder();
    writeFileSync(path.join(dir, 'readonly'), 'x', { mode: 0o400 });
    ensurePrivateDataDir(dir);
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, 'readonly'))).toBe(0o400);
  });

  it('refuses a path that is a file, not a folder', () => {
    const file = path.join(tempFolder(), 'data');
    writeFileSync(file, '');
    expect(() => ensurePrivateDataDir(file)).toThrow(DataDirPermissionError);
  });

  // Giving a folder to another user needs root; elsewhere this case cannot be set up.
  it.runIf(process.getuid?.() === 0)(
    'refuses, naming the folder and the way out, an open folder that belongs to another user',
    () => {
      const dir = path.join(tempFolder(), 'data');
      mkdirSync(dir, { mode: 0o755 });
      chmodSync(dir, 0o755);
      chownSync(dir, 65534, 65534);
      expect(() => ensurePrivateDataDir(dir)).toThrow(DataDirPermissionError);
      expect(() => ensurePrivateDataDir(dir)).toThrow(
        /is not private: .* belongs to user 65534.*set DATA_DIR/,
      );
      expect(mode(dir)).toBe(0o755);
    },
  );
});
