import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../lib/csv.ts';
import { commonDrugNamesMatching, commonIngredientNamed } from './drug-names.ts';

const dataFile = (path: string) =>
  parseCsv(readFileSync(new URL(`../../data/${path}`, import.meta.url), 'utf8'));

describe('the common names and brands list (data/nomi-farmaci, issue #37)', () => {
  const rows = dataFile('nomi-farmaci/nomi-farmaci.csv');
  const drugs = dataFile('farmaci/farmaci.csv');
  const atc = new Map(dataFile('atc/atc.csv').map((row) => [row.codice_atc, row]));

  it('names at least 40 medicines, each once, with a level-5 ATC code of the ATC list', () => {
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const names = rows.map((row) => row.nome?.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const row of rows) expect(atc.get(row.codice_atc ?? '')?.livello, row.nome).toBe('5');
  });

  it('holds each brand of the AIFA list to the ATC code and ingredient of every pack of that name', () => {
    const checked = rows.filter((row) => row.verifica === 'lista_aifa');
    expect(checked.length).toBeGreaterThan(40);
    for (const row of checked) {
      const packs = drugs.filter((drug) => drug.denominazione === row.nome?.toUpperCase());
      expect(packs.length, row.nome).toBeGreaterThan(0);
      for (const pack of packs) {
        expect([pack.codice_atc, pack.principio_attivo], row.nome).toEqual([
          row.codice_atc,
          row.principio_attivo,
        ]);
      }
    }
  });

  it('writes the ingredient of every other row as the ATC list describes its code', () => {
    const others = rows.filter((row) => row.verifica !== 'lista_aifa');
    expect(
      others.map((row) => row.verifica).every((way) => way === 'foglietto' || way === 'nome_comune'),
    ).toBe(true);
    for (const row of others) {
      expect(atc.get(row.codice_atc ?? '')?.descrizione_it?.toLowerCase(), row.nome).toBe(
        row.principio_attivo?.toLowerCase(),
      );
    }
  });
});

describe('finding what a common name or brand stands for', () => {
  it('finds acetylsalicylic acid for "aspirina", case and accents aside', () => {
    const expected = [
      { nome: 'Aspirina', principio_attivo: 'Acido acetilsalicilico', codice_atc: 'N02BA01' },
    ];
    expect(commonDrugNamesMatching('aspirina', 3)).toEqual(expected);
    expect(commonDrugNamesMatching('  ASPIRÌNA ', 3)).toEqual(expected);
  });

  it('takes the start of a name, and a name followed by a strength, the exact name first', () => {
    expect(commonDrugNamesMatching('tachip', 3).map((name) => name.principio_attivo)).toEqual([
      'Paracetamolo',
    ]);
    expect(commonDrugNamesMatching('tachipirina 1000 mg', 3).map((name) => name.nome)).toEqual([
      'Tachipirina',
    ]);
    expect(commonDrugNamesMatching('moment', 3).map((name) => name.nome)).toEqual(['Moment']);
    expect(commonDrugNamesMatching('mom', 3).map((name) => name.nome)).toEqual(['Momendol', 'Moment']);
    expect(commonDrugNamesMatching('oki', 3)).toEqual([
      { nome: 'Oki', principio_attivo: 'Ketoprofene', codice_atc: 'M01AE03' },
    ]);
  });

  it('finds nothing for a single letter, an unknown name or a text that only contains a name', () => {
    expect(commonDrugNamesMatching('a', 3)).toEqual([]);
    expect(commonDrugNamesMatching('zzzz', 3)).toEqual([]);
    expect(commonDrugNamesMatching('la tachipirina', 3)).toEqual([]);
    expect(commonDrugNamesMatching('a'.repeat(10_000), 3)).toEqual([]);
  });

  it('knows the ingredients the names stand for, as the list writes them', () => {
    expect(commonIngredientNamed('PARACETAMOLO')).toBe('Paracetamolo');
    expect(commonIngredientNamed('paracetamol')).toBeUndefined();
  });
});
