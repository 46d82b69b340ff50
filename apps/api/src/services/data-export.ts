import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';
import type { Locale } from '@cartella/domain';
import { Zip, type ZipInputFile } from 'fflate';
import type { Database } from '../db/client.ts';
import { listPatientExamAttachments } from '../db/repositories/exam-attachments.ts';
import { listFiles } from '../db/repositories/files.ts';
import { readBlob } from '../storage/blobs.ts';
import type { WorkerPool } from '../workers/pool.ts';
import { reportDataOf } from './report-data.ts';
import { reportFile } from './report-files.ts';

/** One file of the archive: its path inside it, its bytes, and whether deflating them helps. */
interface ArchiveEntry {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  deflate: boolean;
}

/** An entry's bytes as the archive holds them: stored (method 0) or deflated (method 8). */
interface PackedEntry {
  /** ZIP compression method (APPNOTE 4.4.5): 0 stored, 8 deflated. */
  method: 0 | 8;
  /** CRC-32 of the original bytes. */
  crc: number;
  /** Length of the original bytes. */
  size: number;
  /** The bytes as written in the archive. */
  data: Uint8Array<ArrayBuffer>;
}

/** Packs an entry's bytes for the archive away from the event loop (issue #34, T9). */
export type EntryPacker = (bytes: Uint8Array<ArrayBuffer>, deflate: boolean) => Promise<PackedEntry>;

/**
 * Media types already compressed by their own format (PDF, JPEG, PNG, GIF, WebP, ZIP, compressed
 * audio, video): deflating them again costs CPU for nothing, so they are stored as they are. Texts,
 * WAV, DICOM and the like are deflated.
 */
export function isAlreadyCompressed(contentType: string): boolean {
  return /^(?:application\/(?:pdf|zip|gzip|x-7z-compressed|x-rar-compressed)|image\/(?:jpeg|png|gif|webp|avif|heic|heif)|audio\/(?:mpeg|mp4|aac|ogg|opus|webm|flac)|video\/)/i.test(
    contentType,
  );
}

const deflateRawAsync = promisify(deflateRaw);

/** Bytes hashed between two turns of the event loop: about a millisecond of CRC-32. */
const CRC_SLICE_BYTES = 1024 * 1024;

/** CRC-32 of `bytes`, a slice per turn of the event loop, so a large file never holds it. */
async function crc32Yielding(bytes: Uint8Array): Promise<number> {
  let crc = 0;
  for (let start = 0; start < bytes.byteLength; start += CRC_SLICE_BYTES) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    crc = crc32(bytes.subarray(start, start + CRC_SLICE_BYTES), crc);
  }
  return crc;
}

/**
 * The packer of the running server: deflates in libuv's thread pool (node:zlib's asynchronous
 * deflateRaw, off the event loop), keeps the stored form when deflating does not help, and hashes
 * in slices. The archive's framing (a few dozen bytes an entry) is all the event loop does.
 */
export const packOffEventLoop: EntryPacker = async (bytes, deflate) => {
  const crc = await crc32Yielding(bytes);
  if (deflate) {
    const deflated = new Uint8Array(await deflateRawAsync(bytes, { level: 6 }));
    if (deflated.byteLength < bytes.byteLength) {
      return { method: 8, crc, size: bytes.byteLength, data: deflated };
    }
  }
  return { method: 0, crc, size: bytes.byteLength, data: bytes };
};

const readme: Record<Locale, string> = {
  it: [
    'I tuoi dati da Cartella (art. 20 GDPR, portabilità dei dati).',
    '',
    'fhir/    la cartella in formato HL7 FHIR R4 (International Patient Summary), da importare in un altro sistema sanitario',
    'report/  la cartella clinica (Report.pdf) e la scheda di emergenza (Emergenza.pdf)',
    'file/    ogni file che hai caricato, con il nome che aveva, preceduto dal suo numero',
    'esami/   i file allegati ai tuoi esami, allo stesso modo',
    '',
  ].join('\r\n'),
  en: [
    'Your data from Cartella (GDPR art. 20, data portability).',
    '',
    'fhir/    your record as HL7 FHIR R4 (International Patient Summary), to import into another health system',
    'report/  the clinical report (Report.pdf) and the emergency card (Emergenza.pdf)',
    'file/    every file you uploaded, under its own name, after its number',
    'esami/   the files attached to your exams, the same way',
    '',
  ].join('\r\n'),
};

/** A name safe in every file system and archive tool: letters, digits, dot, dash and underscore. */
export function safeEntryName(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 100);
  return plain === '' ? 'file' : plain;
}

/**
 * The entries of a patient's archive, made one at a time as the download asks for them: the
 * reports come from the PDF workers, each stored file is read from the database only when its
 * turn comes, so at most one file is in memory.
 */
async function* exportEntries(
  db: Database,
  workers: WorkerPool,
  input: { patientId: number; userId: number; today: string; locale: Locale; now: Date },
): AsyncGenerator<ArchiveEntry> {
  yield { name: 'LEGGIMI-README.txt', bytes: asBytes(readme[input.locale]), deflate: true };
  const data = await reportDataOf(db, input.patientId, input.userId, input.today);
  if (data === undefined) return;
  const options = { locale: input.locale, maxLevel: 6, now: input.now };
  const fhir = await reportFile(workers, 'fhir', data, options);
  const fhirName = fhir.fileName.replace(/\.txt$/, '.json');
  yield { name: `fhir/${fhirName}`, bytes: asBytes(fhir.body), deflate: true };
  for (const kind of ['report', 'emergenza'] as const) {
    const pdf = await reportFile(workers, kind, data, options);
    yield { name: `report/${pdf.fileName}`, bytes: asBytes(pdf.body), deflate: false };
  }
  for (const file of await listFiles(db, input.patientId)) {
    const blob = await readBlob(db, { kind: 'file', id: file.id_file }, input.patientId);
    if (blob === undefined) continue;
    yield {
      name: `file/${file.id_file}-${safeEntryName(file.file_nome)}`,
      bytes: new Uint8Array(blob.bytes),
      deflate: !isAlreadyCompressed(blob.content_type),
    };
  }
  for (const attachment of await listPatientExamAttachments(db, input.patientId)) {
    const blob = await readBlob(db, { kind: 'exam_attachment', id: attachment.id_file }, input.patientId);
    if (blob === undefined) continue;
    yield {
      name: `esami/${attachment.id_file}-${safeEntryName(attachment.file_nome)}`,
      bytes: new Uint8Array(blob.bytes),
      deflate: !isAlreadyCompressed(blob.content_type),
    };
  }
}

function asBytes(body: Uint8Array | string): Uint8Array<ArrayBuffer> {
  return typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body);
}

/**
 * The patient's data as a ZIP stream (issue #24, GDPR art. 20): each entry is made when the
 * browser asks for more, so a large archive is never held in memory. Each entry is packed by
 * `pack` (by default `packOffEventLoop`: deflate in the thread pool, CRC-32 in slices), so a large
 * export does not stall other requests (issue #34, T9); already-compressed files and the PDFs are
 * stored as they are, the texts deflated.
 */
export function dataExportStream(
  db: Database,
  workers: WorkerPool,
  input: { patientId: number; userId: number; today: string; locale: Locale; now: Date },
  onEnd: () => void,
  pack: EntryPacker = packOffEventLoop,
): ReadableStream<Uint8Array> {
  const entries = exportEntries(db, workers, input);
  let zip: Zip;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    onEnd();
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) {
          end();
          controller.error(error);
          return;
        }
        controller.enqueue(chunk);
        if (final) {
          end();
          controller.close();
        }
      });
    },
    async pull(controller) {
      try {
        const next = await entries.next();
        if (next.done) {
          zip.end();
          return;
        }
        const { name, bytes, deflate } = next.value;
        const packed = await pack(bytes, deflate);
        const file: ZipInputFile = {
          filename: name,
          compression: packed.method,
          crc: packed.crc,
          size: packed.size,
          mtime: input.now,
        };
        zip.add(file);
        file.ondata?.(null, packed.data, true);
      } catch (error) {
        end();
        controller.error(error);
      }
    },
    async cancel() {
      end();
      await entries.return(undefined);
    },
  });
}
