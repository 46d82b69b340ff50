import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { patients, users } from '../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import { createTestDatabase } from '../test/database.ts';
import { saveMedicalInfo, saveResidence } from './patient-edit.ts';

let handle: DatabaseHandle;
let patientId: number;
let userId: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  const [row] = await handle.db
    .select({ patientId: patients.id_paziente, userId: users.id_utente })
    .from(patients)
    .innerJoin(users, eq(users.id_utente, patients.id_utente))
    .where(eq(users.email, 'marco.rossi@example.org'));
  if (row === undefined) throw new Error('The demo patient is missing');
  ({ patientId, userId } = row);
});
afterAll(async () => {
  await handle.close();
});

const bologna = {
  comune_residenza: 'Bologna',
  comune_residenza_codice: 'A944',
  contatto_indirizzo: 'Via Indipendenza 3',
  contatto_telefono: '+39 051 555 0199',
};

async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return { code: (error as ApiError).code, fields: (error as ApiError).details.fields };
}

describe('the patient edit service, without HTTP', () => {
  it('saves a residence picked from the comuni', async () => {
    await expect(
      saveResidence(handle.db, userId, { page: 'residence', user: { contact_detail: bologna } }),
    ).resolves.toBeUndefined();
  });

  it('refuses a residence code that names no comune, under the whole-object path', async () => {
    const body = {
      page: 'residence' as const,
      user: { contact_detail: { ...bologna, comune_residenza_codice: 'Q000' } },
    };
    expect(await refusal(saveResidence(handle.db, userId, body))).toEqual({
      code: 'validation_failed',
      fields: [{ path: 'user.contact_detail.comune_residenza', code: 'city_not_selected' }],
    });
  });

  it('refuses a blood group outside the list', async () => {
    const result = await refusal(
      saveMedicalInfo(handle.db, patientId, { page: 'medical', paziente_gruppo: 'Z +' }),
    );
    expect(result.code).toBe('validation_failed');
    expect(result.fields?.map((field) => field.path)).toEqual(['paziente_gruppo']);
  });
});
