import { readFileSync } from 'node:fs';
import type { Locale } from '@cartella/domain';
import { parseCsv } from './csv.ts';

let englishNames: ReadonlyMap<string, string> | undefined;

/**
 * The English names of the ATC codes the drug catalogue reaches, the project's translation of
 * AIFA's Italian descriptions (apps/api/data/atc/atc_en.csv, see its SOURCE.md), read on first use.
 */
function atcEnglishNames(): ReadonlyMap<string, string> {
  englishNames ??= new Map(
    parseCsv(readFileSync(new URL('../../data/atc/atc_en.csv', import.meta.url), 'utf8')).map((row) => [
      row.codice_atc ?? '',
      row.descrizione_en ?? '',
    ]),
  );
  return englishNames;
}

/**
 * An ATC level's name in `locale`: AIFA's Italian description, or its English name; a code without
 * one keeps the Italian description.
 */
export function atcName(level: { codice_atc: string; descrizione_it: string }, locale: Locale): string {
  if (locale === 'it') return level.descrizione_it;
  return atcEnglishNames().get(level.codice_atc) || level.descrizione_it;
}
