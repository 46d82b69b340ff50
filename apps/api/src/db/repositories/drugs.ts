import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  atcCodes,
  drugGroups,
  drugs,
  interactionAtcIndex,
  interactionClassMembers,
  interactionEntities,
  interactions,
} from '../schemas/therapies.ts';

const drugColumns = {
  id_farmaco_codifa: drugs.id_farmaco_codifa,
  descrizione_breve: drugs.descrizione_breve,
  somministrazione: drugGroups.somministrazione,
  codice_atc: drugs.codice_atc,
  principio_attivo: drugs.principio_attivo,
  gruppo: drugs.gruppo,
  confezione: drugGroups.descrizione,
};

/** `%`, `_` and `\` typed by the user match themselves. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** What the common names or brands a search names stand for: ingredients and level-5 ATC codes. */
export interface NamedIngredients {
  ingredients: readonly string[];
  atcCodes: readonly string[];
}

/**
 * Drugs whose name or active ingredient contains the text, or whose AIC starts with it, or that
 * hold an ingredient a common name or brand of the text stands for (same ATC code or same
 * ingredient); ranked exact AIC, name prefix, common name, ingredient prefix, then the rest,
 * alphabetically within each rank.
 */
export async function searchDrugs(
  db: Database,
  text: string,
  named: NamedIngredients,
  limit: number,
  offset: number,
) {
  const term = likeEscape(text.trim());
  const contains = `%${term}%`;
  const prefix = `${term}%`;
  const ofNamed =
    named.atcCodes.length + named.ingredients.length === 0
      ? sql`false`
      : (or(
          ...(named.atcCodes.length > 0 ? [inArray(drugs.codice_atc, [...named.atcCodes])] : []),
          ...named.ingredients.map((ingredient) => ilike(drugs.principio_attivo, likeEscape(ingredient))),
        ) ?? sql`false`);
  const where = or(
    ilike(drugs.descrizione_breve, contains),
    ilike(drugs.principio_attivo, contains),
    ilike(drugs.id_farmaco_codifa, prefix),
    ofNamed,
  );
  const rank = sql<number>`CASE WHEN ${drugs.id_farmaco_codifa} = ${text.trim()} THEN 0 WHEN ${drugs.descrizione_breve} ILIKE ${prefix} THEN 1 WHEN ${ofNamed} THEN 2 WHEN ${drugs.principio_attivo} ILIKE ${prefix} THEN 3 ELSE 4 END`;
  const rows = await db
    .select(drugColumns)
    .from(drugs)
    .innerJoin(drugGroups, eq(drugGroups.gruppo, drugs.gruppo))
    .where(where)
    .orderBy(rank, asc(drugs.descrizione_breve), asc(drugGroups.descrizione), asc(drugs.id_farmaco_codifa))
    .limit(limit)
    .offset(offset);
  const total = await db.$count(drugs, where);
  return { rows, total };
}

export async function findDrug(db: Database, id: string) {
  const [row] = await db
    .select(drugColumns)
    .from(drugs)
    .innerJoin(drugGroups, eq(drugGroups.gruppo, drugs.gruppo))
    .where(eq(drugs.id_farmaco_codifa, id));
  return row;
}

/** The ATC codes on the path to a level-5 code (A, A10, A10B, A10BA, A10BA02), those that exist. */
export async function findAtcPath(db: Database, code: string) {
  const prefixes = [1, 3, 4, 5, 7]
    .filter((length) => length <= code.length)
    .map((length) => code.slice(0, length));
  const rows = await db.select().from(atcCodes).where(inArray(atcCodes.codice_atc, prefixes));
  return rows.sort((first, second) => first.livello - second.livello);
}

/** Other packs of the same AIFA equivalence group (substitutable). */
export function listEquivalentDrugs(db: Database, group: string, exceptId: string) {
  return db
    .select({ id_farmaco_codifa: drugs.id_farmaco_codifa, descrizione_breve: drugs.descrizione_breve })
    .from(drugs)
    .where(and(eq(drugs.gruppo, group), ne(drugs.id_farmaco_codifa, exceptId)))
    .orderBy(asc(drugs.descrizione_breve));
}

/** ATC code -> thesaurus entity ids (interazioni/SOURCE.md "indice_atc"). */
export async function findSubstancesByAtc(db: Database, codes: readonly string[]) {
  const byCode = new Map<string, string[]>();
  if (codes.length === 0) return byCode;
  const rows = await db
    .select()
    .from(interactionAtcIndex)
    .where(inArray(interactionAtcIndex.codice_atc, [...new Set(codes)]));
  for (const row of rows) byCode.set(row.codice_atc, [...(byCode.get(row.codice_atc) ?? []), row.id_entita]);
  return byCode;
}

/** Entity id -> the classes it belongs to. */
export async function findClassesOf(db: Database, ids: readonly string[]) {
  const byMember = new Map<string, string[]>();
  if (ids.length === 0) return byMember;
  const rows = await db
    .select()
    .from(interactionClassMembers)
    .where(inArray(interactionClassMembers.id_membro, [...new Set(ids)]));
  for (const row of rows)
    byMember.set(row.id_membro, [...(byMember.get(row.id_membro) ?? []), row.id_classe]);
  return byMember;
}

/** Entity id -> French, Italian and English names. */
export async function findEntityNames(db: Database, ids: readonly string[]) {
  type Names = { nome_fr: string; nome_it: string; nome_en: string };
  if (ids.length === 0) return new Map<string, Names>();
  const rows = await db
    .select({
      id: interactionEntities.id,
      nome_fr: interactionEntities.nome_fr,
      nome_it: interactionEntities.nome_it,
      nome_en: interactionEntities.nome_en,
    })
    .from(interactionEntities)
    .where(inArray(interactionEntities.id, [...new Set(ids)]));
  return new Map<string, Names>(rows.map(({ id, ...names }) => [id, names]));
}

/** Records with at least one side among the entities (the matcher picks the exact pairs). */
export function findInteractionRecords(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  const unique = [...new Set(ids)];
  return db
    .select()
    .from(interactions)
    .where(or(inArray(interactions.a, unique), inArray(interactions.b, unique)));
}
