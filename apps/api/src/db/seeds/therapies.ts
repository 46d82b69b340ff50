import { sql } from 'drizzle-orm';
import { parseCsv } from '../../lib/csv.ts';
import type { Database } from '../client.ts';
import { drugs, interactions } from '../schemas/therapies.ts';
import { readDataFile } from './data-files.ts';

/** The interaction thesaurus as scripts/import-therapies.mjs writes it (interazioni/interazioni.json). */
export interface ThesaurusFile {
  entita: {
    id: string;
    nome_fr: string;
    nome_it: string;
    nome_en: string;
    tipo: string;
    classi: string[];
    nota_fr?: string;
  }[];
  interazioni: (typeof interactions.$inferSelect)[];
  indice_atc: Record<string, string[]>;
}

/**
 * Inserts a whole table in one statement: the rows travel as one JSON parameter and PostgreSQL
 * expands them (json_populate_recordset, PostgreSQL 9.3+), which keeps the ~25,000 reference rows
 * to a fraction of a second on PGlite. Existing rows are kept (the seed runs on every start).
 */
async function insertJsonRows(db: Database, table: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(
    sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${JSON.stringify(rows)}::json) ON CONFLICT DO NOTHING`,
  );
}

/**
 * Drug catalogue, ATC tree, interaction thesaurus and pharmacovigilance structures (issue 9
 * "Data"). Columns not in the files (created_at) take their defaults via the explicit lists.
 */
export async function seedTherapies(db: Database): Promise<void> {
  // The reference data is immutable between releases: a filled catalogue is left alone so a
  // restart costs two counts, not a reload.
  if ((await db.$count(drugs)) > 0 && (await db.$count(interactions)) > 0) {
    await seedPharmacovigilance(db);
    return;
  }
  await insertJsonRows(
    db,
    'atc',
    parseCsv(readDataFile('atc/atc.csv')).map((row) => ({
      codice_atc: row.codice_atc,
      livello: Number(row.livello),
      descrizione_it: row.descrizione_it,
      codice_padre: row.codice_padre || null,
    })),
  );
  await insertJsonRows(db, 'farmaci_gruppi', parseCsv(readDataFile('farmaci/gruppi.csv')));
  await insertJsonRows(
    db,
    'farmaci',
    parseCsv(readDataFile('farmaci/farmaci.csv')).map((row) => ({
      id_farmaco_codifa: row.aic,
      descrizione_breve: row.denominazione,
      codice_atc: row.codice_atc,
      principio_attivo: row.principio_attivo,
      gruppo: row.gruppo,
    })),
  );
  const thesaurus = JSON.parse(readDataFile('interazioni/interazioni.json')) as ThesaurusFile;
  await insertJsonRows(
    db,
    'interazioni_entita',
    thesaurus.entita.map((entity) => ({
      id: entity.id,
      nome_fr: entity.nome_fr,
      nome_it: entity.nome_it,
      nome_en: entity.nome_en,
      tipo: entity.tipo,
      nota_fr: entity.nota_fr ?? null,
    })),
  );
  await insertJsonRows(
    db,
    'interazioni_classi_membri',
    thesaurus.entita.flatMap((entity) =>
      entity.classi.map((classId) => ({ id_classe: classId, id_membro: entity.id })),
    ),
  );
  await insertJsonRows(
    db,
    'interazioni_indice_atc',
    Object.entries(thesaurus.indice_atc).flatMap(([code, ids]) =>
      ids.map((id) => ({ codice_atc: code, id_entita: id })),
    ),
  );
  await insertJsonRows(db, 'interazioni', thesaurus.interazioni);
  await seedPharmacovigilance(db);
}

async function seedPharmacovigilance(db: Database): Promise<void> {
  await insertJsonRows(
    db,
    'strutture_farmacovigilanza',
    parseCsv(readDataFile('farmacovigilanza/strutture.csv')).map((row) => ({
      id: Number(row.id),
      struttura: row.struttura,
    })),
  );
}
