import { beforeAll, describe, expect, it } from 'vitest';
import { demoPatientIds, GIULIA_EMAIL } from '../test/accounts.ts';
import { useTestDatabase } from '../test/database.ts';
import { refusal } from '../test/refusal.ts';
import { ongoingSimvastatin, SIMVASTATINA_DOC } from '../test/therapies.ts';
import { addTherapy, editTherapy, moveOwnTherapy, ownTherapy } from './therapies.ts';

const database = useTestDatabase();
let patientId: number;
beforeAll(async () => {
  ({ patientId } = await demoPatientIds(database.db, GIULIA_EMAIL));
});

describe('the therapy service, without HTTP', () => {
  it('adds an ongoing therapy of a known drug to the patient', async () => {
    const row = await addTherapy(database.db, patientId, ongoingSimvastatin());
    expect(row).toMatchObject({
      id_paziente: patientId,
      tipo_terapia: 1,
      id_farmaco_codifa: SIMVASTATINA_DOC,
    });
  });

  it('refuses a drug the catalogue does not hold, naming the field', async () => {
    expect(
      await refusal(
        addTherapy(database.db, patientId, ongoingSimvastatin({ id_farmaco_codifa: '000000000' })),
      ),
    ).toEqual({
      code: 'validation_failed',
      fields: [{ path: 'id_farmaco_codifa', code: 'option_invalid' }],
    });
  });

  it('refuses links to a diagnosis and a doctor that are not the patient’s own', async () => {
    const linked = ongoingSimvastatin({ id_diagnosi: 999_999, id_prescrittore: 999_999 });
    expect(await refusal(addTherapy(database.db, patientId, linked))).toEqual({
      code: 'validation_failed',
      fields: [
        { path: 'id_diagnosi', code: 'option_invalid' },
        { path: 'id_prescrittore', code: 'option_invalid' },
      ],
    });
  });

  it('asks for a reason before an ongoing therapy without notes becomes a forbidden drug', async () => {
    const row = await addTherapy(database.db, patientId, ongoingSimvastatin({ note: '' }));
    if (row === undefined) throw new Error('The therapy was not added');
    const stored = await ownTherapy(database.db, patientId, row.id_terapie);
    expect(await refusal(moveOwnTherapy(database.db, stored, { tipo_terapia: 0 }, '2026-11-22'))).toEqual({
      code: 'validation_failed',
      fields: [{ path: 'motivo', code: 'reason_required' }],
    });
    const moved = await moveOwnTherapy(
      database.db,
      stored,
      { tipo_terapia: 0, motivo: 'Mialgie' },
      '2026-11-22',
    );
    expect(moved).toMatchObject({ tipo_terapia: 0 });
  });

  it('edits a stored therapy in place and keeps it on its list', async () => {
    const row = await addTherapy(database.db, patientId, ongoingSimvastatin());
    if (row === undefined) throw new Error('The therapy was not added');
    const stored = await ownTherapy(database.db, patientId, row.id_terapie);
    const edited = await editTherapy(
      database.db,
      stored,
      ongoingSimvastatin({ frequenza_farmaceutica: 'il mattino' }),
    );
    expect(edited).toMatchObject({ tipo_terapia: 1, frequenza_farmaceutica: 'il mattino' });
  });

  it('answers another patient’s therapy like a missing one', async () => {
    const row = await addTherapy(database.db, patientId, ongoingSimvastatin());
    if (row === undefined) throw new Error('The therapy was not added');
    expect(await refusal(ownTherapy(database.db, patientId + 1, row.id_terapie))).toEqual({
      code: 'not_found',
      fields: undefined,
    });
  });
});
