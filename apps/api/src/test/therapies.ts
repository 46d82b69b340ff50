import type { Database } from '../db/client.ts';
import { insertTherapy, type NewTherapyRow } from '../db/repositories/therapies.ts';

/** AIC codes of drugs of the catalogue the tests prescribe (apps/api/data/farmaci/farmaci.csv). */
export const SIMVASTATINA_DOC = '043280027';
export const CLARITROMICINA_EG = '037374055';

/** An ongoing simvastatin therapy as the therapy form fills it; `overrides` replaces fields. */
export function ongoingSimvastatin(overrides: Record<string, unknown> = {}) {
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

/**
 * Stores a therapy of the patient straight in the database, past the schemas: ongoing
 * clarithromycin since 1 November 2026 at confidentiality 6 unless `values` says otherwise.
 * Answers the stored row.
 */
export async function insertTestTherapy(
  db: Database,
  patientId: number,
  values: Partial<NewTherapyRow> = {},
) {
  const therapy = await insertTherapy(db, {
    id_paziente: patientId,
    id_livello_confidenzialita: 6,
    tipo_terapia: 1,
    id_farmaco_codifa: CLARITROMICINA_EG,
    data_inizio: '2026-11-01',
    ...values,
  });
  if (therapy === undefined) throw new Error('therapy not inserted');
  return therapy;
}
