import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { patients, users } from '../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import { createTestDatabase } from '../test/database.ts';
import { addTherapy, editTherapy, moveOwnTherapy, ownTherapy } from './therapies.ts';

const SIMVASTATINA_DOC = '043280027';

let handle: DatabaseHandle;
let patientId: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  const [row] = await handle.db
    .select({ id: patients.id_paziente })
    .from(patients)
    .innerJoin(users, eq(users.id_utente, patients.id_utente))
    .where(eq(users.email, 'giulia.bianchi@example.org'));
  if (row === undefined) throw new Error('The demo patient is missing');
  patientId = row.id;
});
afterAll(async () => {
  await handle.close();
});

function ongoing(overrides: Record<string, unknown> = {}) {
  return {
    tipo_terapia: 1,
    id_farmaco_codifa: SIMVASTATINA_DOC,
    prescrittore: 'Dott.ssa Neri',
    quantita_farmaceutica: '1 compressa da 20 mg',
    frequenza_farmaceutica: 'la sera',
    data_inizio: '2026-03-01',
    note: 'Colesterolo',
    id_livello_confidenzialita: 6,
    ...overrides,
  };
}

/** The field issues of a refused call. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return { code: (error as ApiError).code, fields: (error as ApiError).details.fields };
}

describe('the therapy service, without HTTP', () => {
  it('adds an ongoing therapy of a known drug to the patient', async () => {
    const row = await addTherapy(handle.db, patientId, ongoing());
    expect(row).toMatchObject({
      id_paziente: patientId,
      tipo_terapia: 1,
      id_farmaco_codifa: SIMVASTATINA_DOC,
    });
  });

  it('refuses a drug the catalogue does not hold, naming the field', async () => {
    expect(
      await refusal(addTherapy(handle.db, patientId, ongoing({ id_farmaco_codifa: '000000000' }))),
    ).toEqual({
      code: 'validation_failed',
      fields: [{ path: 'id_farmaco_codifa', code: 'option_invalid' }],
    });
  });

  it('refuses links to a diagnosis and a doctor that are not the patient’s own', async () => {
    const linked = ongoing({ id_diagnosi: 999_999, id_prescrittore: 999_999 });
    expect(await refusal(addTherapy(handle.db, patientId, linked))).toEqual({
      code: 'validation_failed',
      fields: [
        { path: 'id_diagnosi', code: 'option_invalid' },
        { path: 'id_prescrittore', code: 'option_invalid' },
      ],
    });
  });

  it('asks for a reason before an ongoing therapy without notes becomes a forbidden drug', async () => {
    const row = await addTherapy(handle.db, patientId, ongoing({ note: '' }));
    if (row === undefined) throw new Error('The therapy was not added');
    const stored = await ownTherapy(handle.db, patientId, row.id_terapie);
    expect(await refusal(moveOwnTherapy(handle.db, stored, { tipo_terapia: 0 }, '2026-11-22'))).toEqual({
      code: 'validation_failed',
      fields: [{ path: 'motivo', code: 'reason_required' }],
    });
    const moved = await moveOwnTherapy(
      handle.db,
      stored,
      { tipo_terapia: 0, motivo: 'Mialgie' },
      '2026-11-22',
    );
    expect(moved).toMatchObject({ tipo_terapia: 0 });
  });

  it('edits a stored therapy in place and keeps it on its list', async () => {
    const row = await addTherapy(handle.db, patientId, ongoing());
    if (row === undefined) throw new Error('The therapy was not added');
    const stored = await ownTherapy(handle.db, patientId, row.id_terapie);
    const edited = await editTherapy(handle.db, stored, ongoing({ frequenza_farmaceutica: 'il mattino' }));
    expect(edited).toMatchObject({ tipo_terapia: 1, frequenza_farmaceutica: 'il mattino' });
  });

  it('answers another patient’s therapy like a missing one', async () => {
    const row = await addTherapy(handle.db, patientId, ongoing());
    if (row === undefined) throw new Error('The therapy was not added');
    expect(await refusal(ownTherapy(handle.db, patientId + 1, row.id_terapie))).toEqual({
      code: 'not_found',
      fields: undefined,
    });
  });
});
