import type { Sex } from '@cartella/calculators';
import type { Patient, VitalReading } from '@cartella/domain';

/** What the calculators read from the cached record: age and sex (read-only) and recent measures. */
export interface PatientFacts {
  patientId: number;
  ageYears: number | null;
  /** null when the record's sex is unknown ('Si prega di aggiornare il sesso'). */
  sex: Sex | null;
  latestWeight: { valueKg: number; takenOn: string } | null;
  latestHeight: { valueCm: number; takenOn: string } | null;
}

function latest(
  readings: readonly VitalReading[],
  pick: (reading: VitalReading) => number | null | undefined,
): { value: number; takenOn: string } | null {
  const sorted = [...readings].sort((a, b) => b.created_on.localeCompare(a.created_on));
  for (const reading of sorted) {
    const value = pick(reading);
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
      return { value, takenOn: reading.created_on };
    }
  }
  return null;
}

/**
 * Reads the facts from the record. The weight and height prefill is a Cartella addition (issue 10):
 * the latest vital reading that has the value, with its date, or nothing when there is none.
 */
export function patientFacts(patient: Patient): PatientFacts {
  const readings = patient.tbl_parametri_vitalis ?? [];
  const weight = latest(readings, (reading) => reading.parametro_peso);
  const height = latest(readings, (reading) => reading.parametro_altezza);
  const sex = patient.paziente_sesso;
  return {
    patientId: patient.id_paziente,
    ageYears: patient.paziente_nascita ? patient.paziente_eta : null,
    sex: sex === 'male' || sex === 'female' ? sex : null,
    latestWeight: weight ? { valueKg: weight.value, takenOn: weight.takenOn } : null,
    latestHeight: height ? { valueCm: height.value, takenOn: height.takenOn } : null,
  };
}
