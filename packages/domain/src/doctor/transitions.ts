import {
  DEFAULT_CONFIDENTIALITY_NEW_DOCTOR,
  DEFAULT_VISIBILITY_NEW_DOCTOR,
  type VisibilityLevel,
} from './codes.ts';

/** A new doctor association: visibility 2, confidentiality 1, status add. */
export function newDoctorAssociation(careProviderId: number) {
  return {
    id_cpp: 0,
    id_careprovider: careProviderId,
    visibility: DEFAULT_VISIBILITY_NEW_DOCTOR,
    assegnazione_confidenzialita: DEFAULT_CONFIDENTIALITY_NEW_DOCTOR,
    tags: [] as number[],
    status: 'add' as const,
  };
}

/** Tags kept for a visibility: the selection when 3 (restricted), otherwise the full list. */
export function tagsForVisibility(
  visibility: VisibilityLevel,
  selected: readonly number[],
  all: readonly number[],
): number[] {
  return visibility === 3 ? [...selected] : [...all];
}
