import { interactionSeverities } from '@cartella/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { findDrug } from '../db/repositories/drugs.ts';
import { createTestDatabase } from '../test/database.ts';
import { drugSheet, interactionCheck } from './drugs.ts';

const SIMVASTATINA_DOC = '043280027';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

async function simvastatin() {
  const drug = await findDrug(handle.db, SIMVASTATINA_DOC);
  if (drug === undefined) throw new Error('The catalogue lacks simvastatin');
  return drug;
}

describe('the drug service, without HTTP', () => {
  it("lists a drug's interactions from the most severe level down", async () => {
    const sheet = await drugSheet(handle.db, await simvastatin());
    expect(sheet.id_farmaco_codifa).toBe(SIMVASTATINA_DOC);
    expect(sheet.interazioni.length).toBeGreaterThan(0);
    const ranks = sheet.interazioni.map((interaction) => interactionSeverities.indexOf(interaction.livello));
    expect(ranks).toEqual([...ranks].sort((first, second) => first - second));
  });

  it('finds no interaction for a patient without ongoing therapies', async () => {
    const check = await interactionCheck(handle.db, await simvastatin(), 2_000_000_000);
    expect(check).toEqual({ esito: true, livello_massimo: null, messaggiInterazioni: [] });
  });
});
