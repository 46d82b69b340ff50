import type { IsoDateTime } from '../shared/dates.ts';

/**
 * A vital-signs reading (tbl_parametri_vitalis). The original binds the weight label to the
 * minimum-pressure field; Cartella keeps weight in parametro_peso (docs/spec-deviations/domain.md).
 */
export interface VitalReading {
  /** Reading id. */
  id_parametro?: number;
  /** Patient id. */
  id_paziente?: number;
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
  /** Oxygen saturation, %. */
  parametro_spo2?: number | null;
  /** Body temperature, °C. */
  parametro_temperatura?: number | null;
  /** Blood glucose, mg/dL. */
  parametro_glicemia?: number | null;
  /** Where it came from: manuale (typed), or a device. */
  source?: string;
}
