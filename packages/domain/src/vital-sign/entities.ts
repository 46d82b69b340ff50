import type { IsoDateTime } from '../shared/dates.ts';

/**
 * A vital-signs reading (tbl_parametri_vitalis). The original binds the weight label to the
 * minimum-pressure field; Cartella keeps weight in parametro_peso (docs/spec-deviations/domain.md).
 */
export interface VitalReading {
  /** Reading time. */
  created_on: IsoDateTime;
  /** Height in cm. */
  parametro_altezza: number | null;
  /** Weight in kg. */
  parametro_peso?: number | null;
  /** Diastolic pressure, mmHg. */
  parametro_pressione_minima: number | null;
  /** Systolic pressure, mmHg. */
  parametro_pressione_massima: number | null;
  /** Heart rate, beats/min. */
  parametro_frequenza_cardiaca: number | null;
}
