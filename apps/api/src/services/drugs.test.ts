import { interactionSeverities } from '@cartella/domain';
import { describe, expect, it } from 'vitest';
import { findDrug } from '../db/repositories/drugs.ts';
import { atcCodes, drugs } from '../db/schemas/therapies.ts';
import { atcName } from '../lib/atc-names.ts';
import { useTestDatabase } from '../test/database.ts';
import { SIMVASTATINA_DOC } from '../test/therapies.ts';
import { drugSheet, interactionCheck } from './drugs.ts';

const database = useTestDatabase();

async function simvastatin() {
  const drug = await findDrug(database.db, SIMVASTATINA_DOC);
  if (drug === undefined) throw new Error('The catalogue lacks simvastatin');
  return drug;
}

describe('the drug service, without HTTP', () => {
  it("lists a drug's interactions from the most severe level down", async () => {
    const sheet = await drugSheet(database.db, await simvastatin(), 'it');
    expect(sheet.id_farmaco_codifa).toBe(SIMVASTATINA_DOC);
    expect(sheet.interazioni.length).toBeGreaterThan(0);
    const ranks = sheet.interazioni.map((interaction) => interactionSeverities.indexOf(interaction.livello));
    expect(ranks).toEqual([...ranks].sort((first, second) => first - second));
  });

  it('has an English name for every ATC level of every drug in the catalogue', async () => {
    const drugCodes = (await database.db.selectDistinct({ code: drugs.codice_atc }).from(drugs)).map(
      (row) => row.code,
    );
    // Every level of a drug's path is a code of the tree that begins its code.
    const levels = (await database.db.select({ code: atcCodes.codice_atc }).from(atcCodes))
      .map((row) => row.code)
      .filter((code) => drugCodes.some((drugCode) => drugCode.startsWith(code)));
    expect(levels.length).toBeGreaterThan(600);
    const unnamed = levels.filter((code) => atcName({ codice_atc: code, descrizione_it: '' }, 'en') === '');
    expect(unnamed).toEqual([]);
  });

  it('finds no interaction for a patient without ongoing therapies', async () => {
    const check = await interactionCheck(database.db, await simvastatin(), 2_000_000_000);
    expect(check).toEqual({ esito: true, livello_massimo: null, messaggiInterazioni: [] });
  });
});
