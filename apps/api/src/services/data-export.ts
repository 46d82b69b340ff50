import type { Locale } from '@cartella/domain';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
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
  bytes: Uint8Array;
  deflate: boolean;
}

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
  yield { name: 'LEGGIMI-README.txt', bytes: strToU8(readme[input.locale]), deflate: true };
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
      deflate: false,
    };
  }
  for (const attachment of await listPatientExamAttachments(db, input.patientId)) {
    const blob = await readBlob(db, { kind: 'exam_attachment', id: attachment.id_file }, input.patientId);
    if (blob === undefined) continue;
    yield {
      name: `esami/${attachment.id_file}-${safeEntryName(attachment.file_nome)}`,
      bytes: new Uint8Array(blob.bytes),
      deflate: false,
    };
  }
}

function asBytes(body: Uint8Array | string): Uint8Array {
  return typeof body === 'string' ? strToU8(body) : body;
}

/**
 * The patient's data as a ZIP stream (issue #24, GDPR art. 20): each entry is made when the
 * browser asks for more, so a large archive is never held in memory. PDFs and uploaded files are
 * stored as they are (already compressed); the texts are deflated.
 */
export function dataExportStream(
  db: Database,
  workers: WorkerPool,
  input: { patientId: number; userId: number; today: string; locale: Locale; now: Date },
  onEnd: () => void,
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
        const file = deflate ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
        zip.add(file);
        file.push(bytes, true);
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
