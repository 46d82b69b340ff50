import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { drugs, interactions } from '../schemas/therapies.ts';

/** apps/api/data/, written by scripts/import-therapies.mjs from shared/data. */
const dataFolder = new URL('../../../data/', import.meta.url);

function readData(relative: string): string {
  return readFileSync(new URL(relative, dataFolder), 'utf8');
}

/** RFC-4180 CSV to objects keyed by the header (the import script writes these files). */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (ch !== '\r') field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

interface ThesaurusFile {
  entita: {
    id: string;
    nome_fr: string;
    nome_it: string;
    nome_en: string;
    tipo: string;
    classi: string[];
    nota_fr?: string;
  }[];
  interazioni: {
    id: string;
    a: string;
    b: string;
    livello: string;
    livelli: { codice: string; condizioni_fr: string }[];
    rischio_fr: string;
  }[];
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
    parseCsv(readData('atc/atc.csv')).map((row) => ({
      codice_atc: row.codice_atc,
      livello: Number(row.livello),
      descrizione_it: row.descrizione_it,
      codice_padre: row.codice_padre || null,
    })),
  );
  await insertJsonRows(db, 'farmaci_gruppi', parseCsv(readData('farmaci/gruppi.csv')));
  await insertJsonRows(
    db,
    'farmaci',
    parseCsv(readData('farmaci/farmaci.csv')).map((row) => ({
      id_farmaco_codifa: row.aic,
      descrizione_breve: row.denominazione,
      codice_atc: row.codice_atc,
      principio_attivo: row.principio_attivo,
      gruppo: row.gruppo,
    })),
  );
  const thesaurus = JSON.parse(readData('interazioni/interazioni.json')) as ThesaurusFile;
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
    parseCsv(readData('farmacovigilanza/strutture.csv')).map((row) => ({
      id: Number(row.id),
      struttura: row.struttura,
    })),
  );
}
