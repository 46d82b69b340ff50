import { DEFAULT_CONFIDENTIALITY_NEW_VACCINATION, VACCINATION_DELETED_MARKER_DATE } from './codes.ts';
import type { Vaccination } from './entities.ts';

/** A new vaccination, confidentiality 6. */
export function newVaccination(today: string) {
  return {
    id_vaccinazione: 0,
    vaccinazione_data: today,
    id_livello_confidenzialita: DEFAULT_CONFIDENTIALITY_NEW_VACCINATION,
  };
}

/** Soft delete of a vaccination: deleted_at set to a fixed past date, then saved. */
export function softDeleteVaccination<T extends Pick<Vaccination, 'deleted_at'>>(vaccination: T): T {
  return { ...vaccination, deleted_at: VACCINATION_DELETED_MARKER_DATE };
}
