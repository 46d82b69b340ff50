import { readFileSync } from 'node:fs';
import { TEXT_LIMITS } from '@cartella/domain';
import { csvColumns, parseCsv } from '../lib/csv.ts';

/**
 * The common Italian names and brands of medicines a patient says ("aspirina", "tachipirina",
 * "augmentin"), each with the active ingredient and level-5 ATC code it stands for (issue #37),
 * read once from apps/api/data/nomi-farmaci/nomi-farmaci.csv (its SOURCE.md says how each row was
 * checked). The drug search and the allergy substance search use them, so a brand finds its
 * ingredient even where the catalogue has no pack of that name.
 */
export interface CommonDrugName {
  /** The name as written on the box ("Tachipirina"). */
  nome: string;
  /** The active ingredient, as AIFA writes it ("Paracetamolo"). */
  principio_attivo: string;
  /** Its level-5 ATC code ("N02BE01"). */
  codice_atc: string;
}

interface IndexedName extends CommonDrugName {
  /** The folded name, for matching. */
  key: string;
}

/** The shortest text matched against the names (the drug search's minimum, spec 000 section 9). */
const MIN_MATCH_LENGTH = 2;

let names: IndexedName[] | undefined;

/** Lower case, accents removed, runs of spaces as one: "  Tachipirìna " -> "tachipirina". */
function foldName(text: string): string {
  return text
    .slice(0, TEXT_LIMITS.search)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function loadNames(): IndexedName[] {
  names ??= parseCsv(
    readFileSync(new URL('../../data/nomi-farmaci/nomi-farmaci.csv', import.meta.url), 'utf8'),
  ).map((row) => {
    const { nome, principio_attivo, codice_atc } = csvColumns(row, [
      'nome',
      'principio_attivo',
      'codice_atc',
    ]);
    return { nome, principio_attivo, codice_atc, key: foldName(nome) };
  });
  return names;
}

/**
 * The names a search text stands for, at most `limit`: a name that starts with the text
 * ("tachip"), or that the text starts with, followed by a space ("tachipirina 1000 mg"); case and
 * accents aside. The exact name comes first, then the others alphabetically.
 */
export function commonDrugNamesMatching(text: string, limit: number): CommonDrugName[] {
  const query = foldName(text);
  if (query.length < MIN_MATCH_LENGTH) return [];
  return loadNames()
    .filter((name) => name.key.startsWith(query) || query.startsWith(`${name.key} `))
    .sort(
      (first, second) =>
        Number(second.key === query) - Number(first.key === query) || first.key.localeCompare(second.key),
    )
    .slice(0, limit)
    .map(({ nome, principio_attivo, codice_atc }) => ({ nome, principio_attivo, codice_atc }));
}

/** The ingredient of the list with this name (case and accents aside), as the list writes it. */
export function commonIngredientNamed(text: string): string | undefined {
  const query = foldName(text);
  return loadNames().find((name) => foldName(name.principio_attivo) === query)?.principio_attivo;
}
