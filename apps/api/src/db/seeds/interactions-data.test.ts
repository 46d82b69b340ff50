import { readFileSync } from 'node:fs';
import { isInteractionSeverity } from '@cartella/domain';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/csv.ts';
import type { ThesaurusFile } from './therapies.ts';

// The imported thesaurus as a whole (apps/api/data/interazioni, written by
// scripts/import-therapies.mjs): issue 26 asks that no record reach a patient as a fragment.
const dataFolder = new URL('../../../data/interazioni/', import.meta.url);
const thesaurus = JSON.parse(readFileSync(new URL('interazioni.json', dataFolder), 'utf8')) as ThesaurusFile;
const translations = parseCsv(readFileSync(new URL('traduzioni.csv', dataFolder), 'utf8'));
const entities = new Map(thesaurus.entita.map((entity) => [entity.id, entity]));
const named = new Set(thesaurus.interazioni.flatMap((record) => [record.a, record.b]));
const ranks: Record<string, number> = { CI: 4, AD: 3, PE: 2, APEC: 1 };

/** Ways a text shows it was cut or misplaced by the PDF extraction. */
function fragmentSigns(text: string): string[] {
  const signs: string[] = [];
  if (text.includes('\uFFFD')) signs.push('lost character');
  if (/[-–,:]$|\s(à|de|du|des|par|avec|notamment|et|ou)$/i.test(text.trim())) signs.push('cut at the end');
  return signs;
}

describe('the imported interaction thesaurus', () => {
  it('holds the 1,585 records, each a pair of two known entities', () => {
    expect(thesaurus.interazioni).toHaveLength(1585);
    const unknown = thesaurus.interazioni.filter(
      (record) => !entities.has(record.a) || !entities.has(record.b),
    );
    expect(unknown.map((record) => record.id)).toEqual([]);
  });

  it('gives every record at least one known level, distinct, and its highest level as livello', () => {
    const wrong = thesaurus.interazioni.filter((record) => {
      const codes = record.livelli.map((level) => level.codice);
      const highest = codes.reduce(
        (top, code) => ((ranks[code] ?? 0) > (ranks[top] ?? 0) ? code : top),
        codes[0] ?? '',
      );
      return (
        codes.length === 0 ||
        !codes.every(isInteractionSeverity) ||
        new Set(codes).size !== codes.length ||
        record.livello !== highest
      );
    });
    expect(wrong.map((record) => record.id)).toEqual([]);
  });

  it('has a whole risk text in every record: not empty, not cut, not starting mid-sentence or with a level label', () => {
    const broken = thesaurus.interazioni.filter((record) => {
      const risk = record.rischio_fr.trim();
      return (
        risk === '' ||
        fragmentSigns(risk).length > 0 ||
        /^[a-zà-ÿ]/.test(risk) ||
        /^(A prendre en compte|CONTRE-INDICATION|Association d[ée]conseill[ée]e|Pr[ée]caution d'emploi)/i.test(
          risk,
        ) ||
        /^(Si l[’']association|Surveillance clinique et ECG)/.test(risk)
      );
    });
    expect(broken.map((record) => record.id)).toEqual([]);
  });

  it('keeps every condition with its level, none cut or with lost characters', () => {
    const broken = thesaurus.interazioni.filter((record) =>
      record.livelli.some((level) => fragmentSigns(level.condizioni_fr).length > 0),
    );
    expect(broken.map((record) => record.id)).toEqual([]);
  });

  it('names every class and other entity in the translation table, and only entities that exist', () => {
    const translated = new Set(translations.map((row) => row.id ?? ''));
    const classes = thesaurus.entita.filter((entity) => entity.tipo !== 'sostanza');
    expect(classes).toHaveLength(198);
    expect(classes.filter((entity) => !translated.has(entity.id)).map((entity) => entity.id)).toEqual([]);
    expect([...translated].filter((id) => !entities.has(id))).toEqual([]);
    expect(translations.filter((row) => !row.nome_it?.trim() || !row.nome_en?.trim())).toEqual([]);
  });

  it('has an Italian and an English name for every entity named in a record', () => {
    const missing = [...named]
      .map((id) => entities.get(id))
      .filter((entity) => !entity?.nome_it.trim() || !entity.nome_en.trim());
    expect(missing).toEqual([]);
  });

  it('names the known pairs in Italian and English', () => {
    const names = (id: string) => [entities.get(id)?.nome_it, entities.get(id)?.nome_en];
    expect(names('clarithromycine')).toEqual(['Claritromicina', 'Clarithromycin']);
    expect(names('simvastatine')).toEqual(['Simvastatina', 'Simvastatin']);
    expect(names('acide-acetylsalicylique')).toEqual(['Acido acetilsalicilico', 'Acetylsalicylic acid']);
    expect(names('inhibiteurs-puissants-du-cyp3a4')).toEqual([
      'Inibitori potenti del CYP3A4',
      'Strong CYP3A4 inhibitors',
    ]);
    expect(names('anticoagulants-oraux')).toEqual(['Anticoagulanti orali', 'Oral anticoagulants']);
  });
});
