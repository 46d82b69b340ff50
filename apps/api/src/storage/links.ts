import { issueMessages } from '@cartella/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { downloadLinks } from '../db/schemas/files.ts';
import { ApiError } from '../lib/api-error.ts';
import { newSessionToken, sha256Hex } from '../lib/tokens.ts';
import type { BlobOwner, BlobOwnerKind } from './blobs.ts';

/** The address of a download link (GET /api/download/{token}). */
const DOWNLOAD_PATH = '/api/download/';

/**
 * A short-lived download link for `owner`'s blob, bound to the account that asked: only the
 * SHA-256 of the token is stored, and expired links are swept on each new one.
 */
export async function createDownloadLink(
  db: Database,
  input: { userId: number; owner: BlobOwner; fileName: string; now: Date; lifetimeSeconds: number },
): Promise<string> {
  const token = newSessionToken();
  await db.delete(downloadLinks).where(lt(downloadLinks.expires_at, input.now));
  await db.insert(downloadLinks).values({
    token_hash: sha256Hex(token),
    id_utente: input.userId,
    owner_kind: input.owner.kind,
    owner_id: input.owner.id,
    file_nome: input.fileName,
    expires_at: new Date(input.now.getTime() + input.lifetimeSeconds * 1000),
  });
  return `${DOWNLOAD_PATH}${token}`;
}

/**
 * What a download link serves, for the caller only and before it expires; an unknown, expired or
 * another account's link is 403 with `download_link_expired` (never saying which).
 */
export async function openDownloadLink(
  db: Database,
  token: string,
  userId: number,
  now: Date,
): Promise<{ owner: BlobOwner; fileName: string }> {
  const [link] = /^[A-Za-z0-9_-]{20,200}$/.test(token)
    ? await db
        .select()
        .from(downloadLinks)
        .where(and(eq(downloadLinks.token_hash, sha256Hex(token)), eq(downloadLinks.id_utente, userId)))
    : [];
  if (link === undefined || link.expires_at.getTime() <= now.getTime()) {
    throw new ApiError('forbidden', { message: issueMessages.download_link_expired });
  }
  return { owner: { kind: link.owner_kind as BlobOwnerKind, id: link.owner_id }, fileName: link.file_nome };
}
