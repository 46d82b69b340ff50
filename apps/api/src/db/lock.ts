import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * An exclusive lock on the PGlite data folder. PGlite is single-process: a second process opening
 * the same folder gets no error and its acknowledged writes are silently lost
 * (docs/toolchain.md "PGlite is single-process"), so a second process must refuse to
 * start. The lock file holds the owner's pid and host and only ever appears complete: it is
 * written under a unique temporary name and then hard-linked into place (link() fails when the
 * lock exists). A lock whose process is gone (crash, kill -9) is stale and taken over, by one
 * process only: the taker first creates a takeover guard with O_EXCL, checks under it that the
 * lock is still the same stale file (inode and content), renames its own file over it, and reads
 * it back. docs/decisions/0501-data-folder-lock.md.
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

/** A takeover guard older than this was left by a process that died mid-takeover. */
const abandonedGuardMs = 10_000;
/** How long a process waits for another one's takeover or start before giving up. */
const patienceMs = 5_000;

function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Inode and content of a file, to tell "still the same stale lock" from a new one; null when gone. */
function snapshot(file: string): { ino: number; dev: number; content: string; mtimeMs: number } | null {
  try {
    const stats = fs.statSync(file);
    return { ino: stats.ino, dev: stats.dev, content: fs.readFileSync(file, 'utf8'), mtimeMs: stats.mtimeMs };
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

function removeQuietly(file: string): void {
  fs.rmSync(file, { force: true });
}

/**
 * Replaces the stale lock `seen` with `ours` (a complete file under a temporary name) unless
 * another process is doing the same; returns whether the rename happened.
 */
function takeOver(file: string, ours: string, seen: NonNullable<ReturnType<typeof snapshot>>): boolean {
  const guard = `${file}.takeover`;
  let descriptor: number;
  try {
    descriptor = fs.openSync(guard, 'wx', 0o600);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    // Someone else is taking over. A guard that stays for long belongs to a process that died
    // between creating it and renaming; remove it so the next round can proceed.
    const guardStats = fs.statSync(guard, { throwIfNoEntry: false });
    if (guardStats !== undefined && Date.now() - guardStats.mtimeMs > abandonedGuardMs) removeQuietly(guard);
    return false;
  }
  try {
    fs.writeSync(descriptor, String(process.pid));
    fs.closeSync(descriptor);
    // Under the guard nobody else replaces the lock; it may only have changed before we took it.
    const now = snapshot(file);
    if (now === null || now.ino !== seen.ino || now.dev !== seen.dev || now.content !== seen.content)
      return false;
    fs.renameSync(ours, file);
    return true;
  } finally {
    removeQuietly(guard);
  }
}

/** Takes the lock on `dataDir` (created if missing) or throws DataDirLockedError. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, lockFileName);
  const me: LockOwner = { pid: process.pid, host: os.hostname() };
  const content = JSON.stringify({ ...me, startedAt: new Date().toISOString() });
  const ours = `${file}.${process.pid}.${randomUUID()}`;
  fs.writeFileSync(ours, content, { mode: 0o600, flag: 'wx' });
  const giveUpAt = Date.now() + patienceMs;
  try {
    for (;;) {
      try {
        fs.linkSync(ours, file);
        break;
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      const seen = snapshot(file);
      if (seen === null) continue;
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
      // Unreadable content (an older version's writer between open and write, or garbage): only
      // stale once it is not brand new.
      const stale = owner !== null || Date.now() - seen.mtimeMs >= 2000;
      if (stale && takeOver(file, ours, seen)) break;
      if (!stale || Date.now() > giveUpAt) throw new DataDirLockedError(dataDir, owner?.pid ?? null, null);
      // Another process is taking the stale lock over: wait for its outcome.
      sleep(20);
    }
    // Read it back: the lock must now be ours.
    if (fs.readFileSync(file, 'utf8') !== content) {
      throw new DataDirLockedError(dataDir, readOwner(file)?.pid ?? null, null);
    }
  } finally {
    removeQuietly(ours);
  }
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
