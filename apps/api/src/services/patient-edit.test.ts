import { beforeAll, describe, expect, it } from 'vitest';
import { demoPatientIds, MARCO_EMAIL } from '../test/accounts.ts';
import { useTestDatabase } from '../test/database.ts';
import { refusal } from '../test/refusal.ts';
import { saveMedicalInfo, saveResidence } from './patient-edit.ts';

const database = useTestDatabase();
let patientId: number;
let userId: number;
beforeAll(async () => {
  ({ patientId, userId } = await demoPatientIds(database.db, MARCO_EMAIL));
});

const bologna = {
  comune_residenza: 'Bologna',
  comune_residenza_codice: 'A944',
  contatto_indirizzo: 'Via Indipendenza 3',
  contatto_telefono: '+39 051 555 0199',
};

describe('the patient edit service, without HTTP', () => {
  it('saves a residence picked from the comuni', async () => {
    await expect(
      saveResidence(database.db, userId, { page: 'residence', user: { contact_detail: bologna } }),
    ).resolves.toBeUndefined();
  });

  it('refuses a residence code that names no comune, under the whole-object path', async () => {
    const body = {
      page: 'residence' as const,
      user: { contact_detail: { ...bologna, comune_residenza_codice: 'Q000' } },
    };
    expect(await refusal(saveResidence(database.db, userId, body))).toEqual({
      code: 'validation_failed',
      fields: [{ path: 'user.contact_detail.comune_residenza', code: 'city_not_selected' }],
    });
  });

  it('refuses a blood group outside the list', async () => {
    const result = await refusal(
      saveMedicalInfo(database.db, patientId, { page: 'medical', paziente_gruppo: 'Z +' }),
    );
    expect(result.code).toBe('validation_failed');
    expect(result.fields?.map((field) => field.path)).toEqual(['paziente_gruppo']);
  });
});
