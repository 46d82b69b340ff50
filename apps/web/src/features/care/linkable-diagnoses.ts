import type { Diagnosis } from '@cartella/domain';

/**
 * Diagnoses a therapy or an exam may be linked to: confirmed and suspected ones, plus the one
 * already linked (an excluded diagnosis stays visible on the record it was linked to).
 */
export function linkableDiagnoses(diagnoses: readonly Diagnosis[], linkedId: number | null): Diagnosis[] {
  return diagnoses.filter(
    (diagnosis) => diagnosis.diagnosi_stato !== 2 || diagnosis.id_diagnosi === linkedId,
  );
}
