import type { Locale } from '@cartella/domain';
import { ApiError } from '../lib/api-error.ts';
import { createWriteLimiter } from '../lib/write-limit.ts';
import type { ReportFile } from './report-files.ts';

/*
 * Issue #34 T7: a share link opened without limit built its document every time and slowed
 * everyone. Openings are limited per client address and per link, the public info call per
 * address, and the document of a link is kept a few minutes. All of it is in this process's
 * memory: per API node (behind several nodes a client may reach nodes × the limit).
 */

/** Openings one client address may make in SHARE_WINDOW_MINUTES, whatever the link (per API node). */
export const SHARE_OPENINGS_PER_ADDRESS = 10;
/** Openings of one link in SHARE_WINDOW_MINUTES, from everywhere (per API node). */
const SHARE_OPENINGS_PER_LINK = 30;
/** Info calls (the doctor's page loading) one client address may make in the window (per API node). */
const SHARE_INFO_PER_ADDRESS = 30;
export const SHARE_WINDOW_MINUTES = 10;
/** Minutes a link's document is kept and handed out again without building it. */
export const SHARE_DOCUMENT_CACHE_MINUTES = 5;
/** Documents kept at most (links × languages); past it the oldest goes. */
const SHARE_DOCUMENT_CACHE_SIZE = 50;

const tooManyOpenings = (retryAfterSeconds: number) =>
  new ApiError('too_many_attempts', {
    retryAfterSeconds,
    message: {
      id: 'error.share_openings_throttled',
      it: 'Il link è stato aperto troppe volte in poco tempo. Riprova tra {wait}.',
      en: 'The link was opened too many times in a short time. Try again in {wait}.',
    },
  });

/** The limits and the document cache of one app's share links (per API node). */
export function createShareOpeningGuard(now: () => Date) {
  const windowSeconds = SHARE_WINDOW_MINUTES * 60;
  const perAddress = createWriteLimiter<string>(
    { maxWrites: SHARE_OPENINGS_PER_ADDRESS, windowSeconds },
    now,
  );
  const perLink = createWriteLimiter<number>({ maxWrites: SHARE_OPENINGS_PER_LINK, windowSeconds }, now);
  const infoPerAddress = createWriteLimiter<string>(
    { maxWrites: SHARE_INFO_PER_ADDRESS, windowSeconds },
    now,
  );
  const documents = new Map<string, { until: number; file: Promise<ReportFile> }>();

  return {
    /** Counts an info call of the address, or throws 429 with Retry-After. */
    countInfo(address: string): void {
      const decision = infoPerAddress(address);
      if (decision.blocked) throw tooManyOpenings(decision.retryAfterSeconds);
    },
    /** Counts an opening of the link from the address, or throws 429 with Retry-After. */
    countOpening(address: string, linkId: number): void {
      const byAddress = perAddress(address);
      if (byAddress.blocked) throw tooManyOpenings(byAddress.retryAfterSeconds);
      const byLink = perLink(linkId);
      if (byLink.blocked) throw tooManyOpenings(byLink.retryAfterSeconds);
    },
    /** The link's document in this language: kept a few minutes, built by `build` otherwise. */
    document(linkId: number, locale: Locale, build: () => Promise<ReportFile>): Promise<ReportFile> {
      const current = now().getTime();
      const key = `${linkId}|${locale}`;
      const kept = documents.get(key);
      if (kept !== undefined && kept.until > current) return kept.file;
      documents.delete(key);
      for (const [oldKey, entry] of documents) {
        if (documents.size < SHARE_DOCUMENT_CACHE_SIZE && entry.until > current) break;
        documents.delete(oldKey);
      }
      const file = build();
      documents.set(key, { until: current + SHARE_DOCUMENT_CACHE_MINUTES * 60_000, file });
      // A failed build is not kept: the next opening tries again.
      file.catch(() => documents.delete(key));
      return file;
    },
  };
}
