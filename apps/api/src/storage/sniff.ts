import { issueMessages } from '@cartella/domain';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../lib/api-error.ts';

/** Declared names of the same format that browsers and systems use interchangeably. */
const aliases: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'audio/mp3': 'audio/mpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'application/x-pdf': 'application/pdf',
  'application/x-dicom': 'application/dicom',
};

/** Text formats no signature can recognise; stored as declared (always served as an attachment). */
const plainFormats = new Set(['text/plain', 'text/csv']);

/** Declared types that say nothing about the content: the sniffed type is taken as it is. */
const unknownTypes = new Set(['', 'application/octet-stream']);

/** The lower-case `type/subtype` of a declared media type, without parameters or aliases. */
function normaliseMediaType(declared: string): string {
  const base = (declared.split(';', 1)[0] ?? '').trim().toLowerCase();
  return aliases[base] ?? base;
}

/** Whether two media types name the same content: the same type, or audio and video of one container. */
function sameContent(declared: string, sniffed: string): boolean {
  if (declared === sniffed) return true;
  const [declaredTop, declaredSub] = declared.split('/');
  const [sniffedTop, sniffedSub] = sniffed.split('/');
  // MP4, WebM, Ogg, Matroska and QuickTime carry sound or pictures: 'video/mp4' and 'audio/mp4' are one file.
  const media = ['audio', 'video'];
  if (media.includes(declaredTop ?? '') && media.includes(sniffedTop ?? ''))
    return declaredSub === sniffedSub;
  return false;
}

/**
 * The media type stored for an upload: the type its bytes show (file-type reads the signature in
 * the first few kilobytes). A declared type the bytes contradict — a PNG picked as
 * `application/pdf` because it is named .pdf — is 415 with `file_content_mismatch`, as is a
 * declared binary format whose bytes show no signature at all. Plain text formats have none and
 * are kept as declared; anything else unrecognised is stored as `application/octet-stream`.
 */
export async function contentTypeOf(bytes: Uint8Array, declared: string): Promise<string> {
  const wanted = normaliseMediaType(declared);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed !== undefined) {
    const found = normaliseMediaType(sniffed.mime);
    if (unknownTypes.has(wanted) || sameContent(wanted, found)) return found;
    return mismatch(wanted);
  }
  if (plainFormats.has(wanted)) return wanted;
  if (unknownTypes.has(wanted)) return 'application/octet-stream';
  return mismatch(wanted);
}

function mismatch(declared: string): never {
  const params = { declared: declared === '' ? '?' : declared.slice(0, 100) };
  throw new ApiError('unsupported_media_type', {
    message: issueMessages.file_content_mismatch,
    params,
    fields: [{ path: 'file', code: 'file_content_mismatch', params }],
  });
}
