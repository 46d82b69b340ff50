import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * An exclusive lock on the PGlite data folder. PGlite is single-process: a second process opening
 * the same folder gets no error and its acknowledged writes are silently lost
 * (docs/toolchain.md "PGlite is single-process"), so a second process must refuse to
 * start. The lock file is created with O_EXCL and holds the owner's pid and host; a lock whose
 * process is gone (crash, kill -9) is stale and taken over. docs/decisions/0501-data-folder-lock.md.
 */

export const lockFileName = 'cartella.lock';

/** Thrown when another live process holds the data folder. */
export class DataDirLockedError extends Error {
  readonly ownerPid: number | null;
  constructor(dataDir: string, ownerPid: number | null, ownerHost: string | null) {
    const owner =
      ownerPid === null ? 'another process' : `process ${ownerPid}${ownerHost ? ` on ${ownerHost}` : ''}`;
    super(
      `The data folder ${dataDir} is already in use by ${owner}. ` +
        'Only one Cartella process may use an embedded database folder: stop the other one, ' +
        'set DATA_DIR to another folder, or use PostgreSQL with DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
    this.ownerPid = ownerPid;
  }
}

/** Lock files this process holds, so a second open inside the same process is refused too. */
const heldByThisProcess = new Set<string>();

export interface DataDirLock {
  /** Path of the lock file. */
  readonly file: string;
  /** Removes the lock file if this process still owns it. Safe to call twice. */
  release(): void;
}

interface LockOwner {
  pid: number;
  host: string;
}

function readOwner(file: string): LockOwner | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'pid' in parsed &&
      'host' in parsed &&
      typeof parsed.pid === 'number' &&
      typeof parsed.host === 'string'
    ) {
      return { pid: parsed.pid, host: parsed.host };
    }
    return null;
  } catch {
    return null;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** Takes the lock on `dataDir` (created if missing) or throws DataDirLockedError. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, lockFileName);
  const me: LockOwner = { pid: process.pid, host: os.hostname() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let descriptor: number;
    try {
      descriptor = fs.openSync(file, 'wx', 0o600);
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const owner = readOwner(file);
      if (owner !== null && owner.host !== me.host) {
        // A pid from another machine cannot be checked: never steal it.
        throw new DataDirLockedError(dataDir, owner.pid, owner.host);
      }
      if (owner !== null && owner.pid === me.pid && heldByThisProcess.has(file)) {
        throw new DataDirLockedError(dataDir, owner.pid, null);
      }
      // Same pid but not held here: a previous run that reused our pid (pid 1 in containers).
      if (owner !== null && owner.pid !== me.pid && isProcessAlive(owner.pid)) {
        throw new DataDirLockedError(dataDir, owner.pid, null);
      }
      if (owner === null) {
        // Unreadable content: either a writer is between open and write, or garbage. Only treat
        // it as stale when it is not brand new.
        const ageMs = Date.now() - fs.statSync(file).mtimeMs;
        if (ageMs < 2000) throw new DataDirLockedError(dataDir, null, null);
      }
      fs.rmSync(file, { force: true });
      continue;
    }
    fs.writeSync(descriptor, JSON.stringify({ ...me, startedAt: new Date().toISOString() }));
    fs.closeSync(descriptor);
    heldByThisProcess.add(file);
    let released = false;
    return {
      file,
      release() {
        if (released) return;
        released = true;
        heldByThisProcess.delete(file);
        const owner = readOwner(file);
        if (owner?.pid === me.pid && owner.host === me.host) fs.rmSync(file, { force: true });
      },
    };
  }
  throw new DataDirLockedError(dataDir, null, null);
}
