import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { insertDiaryEntry } from '../db/repositories/diary.ts';
import type { ErrorLogEntry } from '../lib/log.ts';
import { useTestDatabase } from '../test/database.ts';
import { silentLogger } from '../test/http.ts';

const database = useTestDatabase();
afterEach(() => {
  vi.restoreAllMocks();
});

const marker = 'Segreto-Paziente-7781';

/** Everything written to standard error and the console while `run` runs. */
async function capturingConsole(run: () => Promise<void>): Promise<string> {
  const written: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  for (const method of ['error', 'warn', 'log', 'info', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      written.push(
        args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg))).join(' '),
      );
    });
  }
  await run();
  vi.restoreAllMocks();
  return written.join('\n');
}

describe('given a database error whose query carries patient data', () => {
  /** A diary entry for a patient that does not exist: a foreign-key violation with the text bound. */
  const failingInsert = () =>
    insertDiaryEntry(database.db, {
      id_paziente: 987_654,
      author_id: 987_654,
      taccuino_data: '2026-11-22',
      taccuino_descrizione: `Dolore al ginocchio ${marker}`,
      id_livello_confidenzialita: 6,
      now: new Date('2026-11-22T09:00:00Z'),
    });

  it('is a real database error whose message does hold the value (so the next tests mean something)', async () => {
    const error = await failingInsert().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(String((error as Error).message)).toContain(marker);
  });

  it('logs the method, the route, the error names, the SQLSTATE and an error id, and never the value', async () => {
    const logged: { message: string; entry: ErrorLogEntry }[] = [];
    const app = createApp({
      db: database.db,
      config: { logError: (message, entry) => logged.push({ message, entry }) },
    });
    app.post('/api/diary-test/:id', async () => {
      await failingInsert();
      return new Response('never');
    });
    let body = '';
    const output = await capturingConsole(async () => {
      const response = await app.request('/api/diary-test/5', { method: 'POST', body: marker });
      expect(response.status).toBe(500);
      body = await response.text();
    });
    expect(logged).toHaveLength(1);
    const entry = logged[0]?.entry;
    expect(entry).toMatchObject({ method: 'POST', route: '/api/diary-test/:id', sqlState: '23503' });
    expect(entry?.names[0]).toBe('DrizzleQueryError');
    expect(entry?.errorId).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(logged)).not.toContain(marker);
    expect(output).not.toContain(marker);
    expect(body).not.toContain(marker);
  });

  it('answers 500 with the error id of the log line, so support can find it', async () => {
    const logged: ErrorLogEntry[] = [];
    const app = createApp({ db: database.db, config: { logError: (_message, entry) => logged.push(entry) } });
    app.get('/api/diary-test', async () => {
      await failingInsert();
      return new Response('never');
    });
    const response = await app.request('/api/diary-test', { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: {
        code: 'internal',
        message: 'Sorry, an error occurred. Please try again later',
        id: logged[0]?.errorId,
      },
    });
  });

  it('writes one JSON line without the value to standard error with the default logger', async () => {
    const app = createApp({ db: database.db });
    app.get('/api/diary-test', async () => {
      await failingInsert();
      return new Response('never');
    });
    const output = await capturingConsole(async () => {
      expect((await app.request('/api/diary-test')).status).toBe(500);
    });
    expect(output).toContain('"sqlState":"23503"');
    expect(output).toContain('"route":"/api/diary-test"');
    expect(output).not.toContain(marker);
  });
});

describe('given a value the database refuses as data (SQLSTATE class 22)', () => {
  const cases = [
    { name: 'a number out of range (22003)', query: sql`select ${3_000_000_000}::integer` },
    { name: 'text that is not a number (22P02)', query: sql`select ${'abc'}::integer` },
    { name: 'a NUL character in text (22021 or 22P05)', query: sql`select ${`a\u0000b`}::text` },
  ];
  for (const { name, query } of cases) {
    it(`answers ${name} with 400 validation_failed instead of 500`, async () => {
      const app = createApp({ db: database.db, config: { logError: silentLogger } });
      app.get('/api/data-test', async () => {
        await database.db.execute(query);
        return new Response('never');
      });
      const response = await app.request('/api/data-test');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'validation_failed' } });
    });
  }
});
