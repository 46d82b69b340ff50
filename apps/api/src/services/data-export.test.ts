import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { patients, users } from '../db/schema.ts';
import { createTestDatabase } from '../test/database.ts';
import { createWorkerPool, type WorkerPool } from '../workers/pool.ts';
import { dataExportStream, type EntryPacker, isAlreadyCompressed, packOffEventLoop } from './data-export.ts';

let handle: DatabaseHandle;
let workers: WorkerPool;
beforeAll(async () => {
  handle = await createTestDatabase();
  workers = createWorkerPool({ maxThreads: 1, timeLimitMs: 120_000 });
});
afterAll(async () => {
  await workers.close();
  await handle.close();
});

async function giulia() {
  const [row] = await handle.db
    .select({ userId: users.id_utente, patientId: patients.id_paziente })
    .from(users)
    .innerJoin(patients, eq(patients.id_utente, users.id_utente))
    .where(eq(users.email, 'giulia.bianchi@example.org'));
  if (row === undefined) throw new Error('Giulia is not seeded');
  return row;
}

describe('dataExportStream', () => {
  it('packs every entry through the packer it is given (the thread pool path by default)', async () => {
    const packed: boolean[] = [];
    const recording: EntryPacker = (bytes, deflate) => {
      packed.push(deflate);
      return packOffEventLoop(bytes, deflate);
    };
    const stream = dataExportStream(
      handle.db,
      workers,
      { ...(await giulia()), today: '2026-11-22', locale: 'it', now: new Date('2026-11-22T09:00:00Z') },
      () => {},
      recording,
    );
    const entries = unzipSync(new Uint8Array(await new Response(stream).arrayBuffer()));
    expect(packed).toHaveLength(Object.keys(entries).length);
    expect(packed.slice(0, 4)).toEqual([true, true, false, false]);
  });
});

describe('packOffEventLoop', () => {
  it('deflates a text with its CRC-32 and keeps bytes that do not shrink as they are', async () => {
    const text = new TextEncoder().encode('pressione 120/80\n'.repeat(100));
    const deflated = await packOffEventLoop(text, true);
    expect(deflated).toMatchObject({ method: 8, size: text.byteLength });
    expect(deflated.data.byteLength).toBeLessThan(text.byteLength);
    const random = crypto.getRandomValues(new Uint8Array(1000));
    expect((await packOffEventLoop(random, true)).method).toBe(0);
    expect(await packOffEventLoop(text, false)).toMatchObject({ method: 0, data: text });
  });
});

describe('isAlreadyCompressed', () => {
  it('is true for PDFs, JPEG, PNG and ZIP, and false for texts, WAV and DICOM', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png', 'application/zip', 'audio/mpeg']) {
      expect(isAlreadyCompressed(type), type).toBe(true);
    }
    for (const type of ['text/plain', 'text/csv', 'audio/wav', 'application/dicom', 'image/bmp']) {
      expect(isAlreadyCompressed(type), type).toBe(false);
    }
  });
});
