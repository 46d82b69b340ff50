import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { patients, users } from '../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import { createTestDatabase } from '../test/database.ts';
import { saveScore } from './scores.ts';

let handle: DatabaseHandle;
const patient = { id_paziente: 0, paziente_nascita: '1950-05-10', paziente_sesso: 'female' };
beforeAll(async () => {
  handle = await createTestDatabase();
  const [row] = await handle.db
    .select({ id: patients.id_paziente })
    .from(patients)
    .innerJoin(users, eq(users.id_utente, patients.id_utente))
    .where(eq(users.email, 'giulia.bianchi@example.org'));
  if (row === undefined) throw new Error('The demo patient is missing');
  patient.id_paziente = row.id;
});
afterAll(async () => {
  await handle.close();
});

// Uncontrolled hypertension, elderly and drugs: HAS-BLED 3 (Pisters et al., Chest 2010).
const hasBledInputs = {
  uncontrolledHypertension: true,
  abnormalRenalFunction: false,
  abnormalLiverFunction: false,
  stroke: false,
  bleeding: false,
  labileInr: false,
  elderly: true,
  drugs: true,
  alcohol: false,
};

describe('the score service, without HTTP', () => {
  it('saves a score whose value is what the calculator gives for its inputs', async () => {
    const body = {
      id_paziente: patient.id_paziente,
      nome_score: 'has-bled-score' as const,
      valore_score: 3,
      inputs: hasBledInputs,
    };
    const saved = await saveScore(handle.db, patient, body, '2026-11-22');
    expect(saved).toMatchObject({ valore_score: 3, additional_score: null });
  });

  it('refuses a value the inputs do not give, naming the field', async () => {
    const body = {
      id_paziente: patient.id_paziente,
      nome_score: 'has-bled-score' as const,
      valore_score: 5,
      inputs: hasBledInputs,
    };
    const error = await saveScore(handle.db, patient, body, '2026-11-22').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).details.fields).toEqual([
      { path: 'valore_score', code: 'score_values_invalid' },
    ]);
  });
});
