import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { demoPatientIds, GIULIA_EMAIL } from '../test/accounts.ts';
import { useTestDatabase } from '../test/database.ts';
import { hasBledExample } from '../test/scores.ts';
import { saveScore } from './scores.ts';

const database = useTestDatabase();
const patient = { id_paziente: 0, paziente_nascita: '1950-05-10', paziente_sesso: 'female' };
beforeAll(async () => {
  patient.id_paziente = (await demoPatientIds(database.db, GIULIA_EMAIL)).patientId;
});

describe('the score service, without HTTP', () => {
  it('saves a score whose value is what the calculator gives for its inputs', async () => {
    const body = {
      id_paziente: patient.id_paziente,
      nome_score: 'has-bled-score' as const,
      valore_score: 3,
      inputs: hasBledExample,
    };
    const saved = await saveScore(database.db, patient, body, '2026-11-22');
    expect(saved).toMatchObject({ valore_score: 3, additional_score: null });
  });

  it('refuses a value the inputs do not give, naming the field', async () => {
    const body = {
      id_paziente: patient.id_paziente,
      nome_score: 'has-bled-score' as const,
      valore_score: 5,
      inputs: hasBledExample,
    };
    const error = await saveScore(database.db, patient, body, '2026-11-22').catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).details.fields).toEqual([
      { path: 'valore_score', code: 'score_values_invalid' },
    ]);
  });
});
