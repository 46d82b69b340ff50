import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite } from './client.ts';
import { migrationsFolder } from './migrate.ts';

/** A copy of the committed migrations that stops after the one tagged `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'cartella-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.find((entry) => entry.tag === lastTag);
  if (last === undefined) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.filter((entry) => entry.idx <= last.idx);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0005_care on a database that already holds therapies', () => {
  let handle: DatabaseHandle;
  let partial: string;
  beforeAll(async () => {
    handle = await openPglite();
    partial = migrationsUpTo('0004_scores');
  });
  afterAll(async () => {
    await handle.close();
    rmSync(partial, { recursive: true, force: true });
  });

  it('clears the diagnosis and prescriber ids the old API stored unchecked, keeping the name', async () => {
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    const db = drizzle({ client: handle.client });
    await migrate(db, { migrationsFolder: partial });
    await handle.client.exec(`
      INSERT INTO livelli_confidenzialita VALUES (6, 'Strettamente riservato');
      INSERT INTO utenti (email, utente_nome, password_hash) VALUES ('old@example.org', 'Old', 'x');
      INSERT INTO pazienti (id_utente, paziente_nome, paziente_cognome) VALUES (1, 'Anna', 'Conti');
      INSERT INTO farmaci_gruppi VALUES ('G1', 'Gruppo', 'USO ORALE');
      INSERT INTO farmaci (id_farmaco_codifa, descrizione_breve, codice_atc, principio_attivo, gruppo)
        VALUES ('000000001', 'FARMACO', 'A01', 'principio', 'G1');
      INSERT INTO terapie (id_paziente, id_livello_confidenzialita, tipo_terapia, id_farmaco_codifa,
        data_inizio, id_diagnosi, id_prescrittore, prescrittore)
        VALUES (1, 6, 1, '000000001', '2026-01-01', 42, 7, 'Dott. Bruno Sala');
    `);

    await migrate(db, { migrationsFolder });

    const { rows } = await handle.client.query(
      'SELECT id_diagnosi, id_prescrittore, prescrittore FROM terapie',
    );
    expect(rows).toEqual([{ id_diagnosi: null, id_prescrittore: null, prescrittore: 'Dott. Bruno Sala' }]);
    await expect(handle.client.query('UPDATE terapie SET id_diagnosi = 42')).rejects.toThrow(/foreign key/);
  });
});
