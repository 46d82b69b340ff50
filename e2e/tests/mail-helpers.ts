import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { serverFolder } from './servers.ts';

/** Where this worker's loopback SMTP server (e2e/start-server.mjs) writes what it receives, one .eml each. */
const mailDir = serverFolder('mail');

/** Every raw message the loopback SMTP server received so far, oldest first. */
function receivedMails(): string[] {
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((file) => readFileSync(join(mailDir, file), 'utf8'));
}

/** Waits until a received message contains `marker` (the send has been acknowledged) and returns it. */
export async function waitForMail(marker: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      found = receivedMails().find((mail) => mail.includes(marker));
      return found !== undefined;
    })
    .toBe(true);
  return found ?? '';
}

/** The value of one header of a raw message (unfolded). */
export function header(mail: string, name: string): string {
  const head = mail.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((row) => row.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim() ?? '';
}
