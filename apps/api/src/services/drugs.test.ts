import { interactionSeverities } from '@cartella/domain';
import { describe, expect, it } from 'vitest';
import { findDrug } from '../db/repositories/drugs.ts';
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
    const sheet = await drugSheet(database.db, await simvastatin());
    expect(sheet.id_farmaco_codifa).toBe(SIMVASTATINA_DOC);
    expect(sheet.interazioni.length).toBeGreaterThan(0);
    const ranks = sheet.interazioni.map((interaction) => interactionSeverities.indexOf(interaction.livello));
    expect(ranks).toEqual([...ranks].sort((first, second) => first - second));
  });

  it('finds no interaction for a patient without ongoing therapies', async () => {
    const check = await interactionCheck(database.db, await simvastatin(), 2_000_000_000);
    expect(check).toEqual({ esito: true, livello_massimo: null, messaggiInterazioni: [] });
  });
});
