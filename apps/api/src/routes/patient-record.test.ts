import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { demoAccounts } from '../db/demo-accounts.ts';
import { insertDiaryEntry, softDeleteDiaryEntryRow } from '../db/repositories/diary.ts';
import { findPatientRecord } from '../db/repositories/patient-record.ts';
import { insertPatientContact } from '../db/repositories/patients.ts';
import { insertAdverseReaction, insertTherapy, listAdverseReactions } from '../db/repositories/therapies.ts';
import { patients, users } from '../db/schema.ts';
import { careproviders, diagnoses } from '../db/schemas/care.ts';
import { createTestDatabase } from '../test/database.ts';
import { adverseReactionAnswer } from './adverse-reactions.ts';
import { legacyPatientRecordData, patientRecordData } from './patient.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const today = '2026-11-22';

/** Every list of the record gets rows: contacts, therapies (linked or not), diary, reports. */
async function fillRecord(patientId: number, userId: number) {
  const db = handle.db;
  const now = new Date('2026-11-20T10:00:00.123Z');
  await insertPatientContact(
    db,
    patientId,
    userId,
    {
      id_contatto_tipologia: 10,
      contatto_nominativo: 'Anna Bianchi',
      contatto_telefono: '333 1111111',
      id_livello_confidenzialita: 1,
    },
    now,
  );
  await insertPatientContact(
    db,
    patientId,
    userId,
    {
      id_contatto_tipologia: 10,
      contatto_nominativo: 'Zeno Bianchi',
      contatto_telefono: '333 2222222',
      id_livello_confidenzialita: 6,
    },
    now,
  );
  await insertPatientContact(
    db,
    patientId,
    userId,
    {
      id_contatto_tipologia: 0,
      contatto_nominativo: 'Dott. Neri',
      contatto_telefono: '06 555',
      id_livello_confidenzialita: 4,
    },
    now,
  );
  await insertPatientContact(
    db,
    patientId,
    userId,
    {
      id_contatto_tipologia: -1,
      contatto_nominativo: 'Deleted',
      contatto_telefono: '06 556',
      id_livello_confidenzialita: 4,
    },
    now,
  );
  const [diagnosis] = await db.select().from(diagnoses).where(eq(diagnoses.id_paziente, patientId));
  const [doctor] = await db.select().from(careproviders);
  const therapy = await insertTherapy(db, {
    id_paziente: patientId,
    id_livello_confidenzialita: 6,
    tipo_terapia: 1,
    id_farmaco_codifa: '037374055',
    data_inizio: '2026-11-01',
    id_diagnosi: diagnosis?.id_diagnosi ?? null,
    id_prescrittore: doctor?.id_careprovider ?? null,
    prescrittore: 'typed',
    quantita_farmaceutica: '1',
    frequenza_farmaceutica: '2 al giorno',
    note: 'nota',
  });
  await insertTherapy(db, {
    id_paziente: patientId,
    id_livello_confidenzialita: 3,
    tipo_terapia: 2,
    id_farmaco_codifa: '037374055',
    data_inizio: '2026-01-01',
    data_fine: '2026-02-01',
    prescrittore: 'Dott. Typed',
  });
  await insertTherapy(db, {
    id_paziente: patientId,
    id_livello_confidenzialita: 1,
    tipo_terapia: 0,
    id_farmaco_codifa: '037374055',
    data_inizio: '2025-01-01',
  });
  await insertDiaryEntry(db, {
    id_paziente: patientId,
    author_id: userId,
    now,
    taccuino_data: '2026-11-02',
    taccuino_descrizione: 'Mal di testa',
    id_livello_confidenzialita: 5,
  });
  await insertDiaryEntry(db, {
    id_paziente: patientId,
    author_id: userId,
    now,
    taccuino_data: '2026-11-03',
    taccuino_descrizione: 'Febbre',
    id_livello_confidenzialita: 6,
  });
  const gone = await insertDiaryEntry(db, {
    id_paziente: patientId,
    author_id: userId,
    now,
    taccuino_data: '2026-11-04',
    taccuino_descrizione: 'Tolta',
    id_livello_confidenzialita: 6,
  });
  await softDeleteDiaryEntryRow(db, gone.id_taccuino, now);
  if (therapy === undefined) throw new Error('therapy not inserted');
  await insertAdverseReaction(db, {
    id_utente: userId,
    id_terapie: therapy.id_terapie,
    id_structure_pharmacovigilance: 12,
    reaction: 'Eruzione',
    date_reaction: '2026-11-05',
    severity: 'Non grave',
    reaction_affect: 4,
    reaction_duration: '3 giorni',
    drugs_to_treat_reaction: 'Antistaminico',
    reaction_now: 'Risolta',
    batch_number: 'AB123',
    prescribed_by_doctor: 1,
    care_provider_warned: 1,
    reason: 'Bronchite',
    adverse_reaction_drug_suspended: 1,
    first_assumption_date: '2026-11-01',
    last_assumption_date: '2026-11-05',
    how_many_times_day: '2',
    how_drug_taken: 'Per bocca',
    drug_already_used: 0,
    same_reaction: 0,
    other_drugs_used: 'Nessuno',
    other_diseases: 'Nessuna',
    name_care_provider: 'Dott. Verdi',
    contactable_care_provider: 1,
    address_care_provider: 'Via Roma 1',
    phone_care_provider: '06 1234567',
  });
}

describe('the record in one statement', () => {
  it('answers byte for byte what the twelve queries assembled, for every demo patient', async () => {
    const rows = await handle.db
      .select({ patientId: patients.id_paziente, userId: users.id_utente, email: users.email })
      .from(patients)
      .innerJoin(users, eq(users.id_utente, patients.id_utente));
    expect(rows.map((row) => row.email).sort()).toEqual(demoAccounts.map((account) => account.email).sort());
    const [first] = rows;
    if (first !== undefined) await fillRecord(first.patientId, first.userId);
    for (const row of rows) {
      const legacy = await legacyPatientRecordData(handle.db, row.patientId, today);
      // The twelve queries answered adverse_reactions [] although the reports are stored: the one
      // statement fills the list as GET /api/getAdverseReaction answers it.
      const reports = (await listAdverseReactions(handle.db, row.userId)).map(({ report, drug }) =>
        adverseReactionAnswer(report, drug.descrizione_breve, report.created_at),
      );
      const stored = await findPatientRecord(handle.db, row.patientId, today);
      if (stored === undefined) throw new Error('no record');
      expect(JSON.stringify(patientRecordData(stored, today))).toBe(
        JSON.stringify({ ...legacy, adverse_reactions: reports }),
      );
      if (row === first) expect(reports).toHaveLength(1);
    }
  });
});
