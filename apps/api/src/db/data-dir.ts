import fs from 'node:fs';
import path from 'node:path';

/**
 * The PGlite data folder holds every patient's record: it and everything in it must be readable
 * and writable by the user running Cartella only (S9). At startup the folder is created 0700, and
 * an existing one that group or others can reach is made private when this user owns it, or
 * refused otherwise. main.ts also sets the umask to 077, but PGlite (Emscripten's file system)
 * gives the files it creates mode 0666 whatever the umask, so client.ts runs this again once PGlite
 * is ready and after it closes; a file created in between is shut in by the 0700 folders.
 */

/** Thrown when the data folder is reachable by other users and cannot be made private. */
export class DataDirPermissionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirPermissionError';
  }
}

const groupOrOther = 0o077;

function octal(mode: number): string {
  return (mode & 0o777).toString(8).padStart(3, '0');
}

/** Removes group/other access from `entry` (owned by us) or throws when someone else owns it. */
function makePrivate(entry: string, stats: fs.Stats, dataDir: string): void {
  if ((stats.mode & groupOrOther) === 0) return;
  const uid = process.getuid?.();
  if (uid !== undefined && stats.uid !== uid) {
    throw new DataDirPermissionError(
      `The data folder ${dataDir} is not private: ${entry} (mode ${octal(stats.mode)}) can be read or ` +
        `written by other users and belongs to user ${stats.uid}, not to the user running Cartella (${uid}). ` +
        `Make it private (chown to this user and chmod -R go-rwx ${dataDir}) or set DATA_DIR to a private folder.`,
    );
  }
  fs.chmodSync(entry, stats.mode & 0o700);
}

/**
 * Creates `dataDir` with mode 0700 when missing; otherwise makes it and its content private to the
 * owner (or throws DataDirPermissionError). Symbolic links are left alone (their mode means nothing).
 */
export function ensurePrivateDataDir(dataDir: string): void {
  const existing = fs.statSync(dataDir, { throwIfNoEntry: false });
  if (existing !== undefined && !existing.isDirectory()) {
    throw new DataDirPermissionError(`DATA_DIR ${dataDir} is not a folder.`);
  }
  if (existing === undefined) fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const stats = fs.statSync(dataDir);
  makePrivate(dataDir, stats, dataDir);
  const pending = [dataDir];
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    for (const name of fs.readdirSync(folder)) {
      const entry = path.join(folder, name);
      const entryStats = fs.lstatSync(entry, { throwIfNoEntry: false });
      if (entryStats === undefined || entryStats.isSymbolicLink()) continue;
      makePrivate(entry, entryStats, dataDir);
      if (entryStats.isDirectory()) pending.push(entry);
    }
  }
}
