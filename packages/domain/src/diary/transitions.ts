import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import { DEFAULT_CONFIDENTIALITY_NEW_DIARY, DIARY_DELETED_MARKER_DATE } from './codes.ts';
import type { DiaryEntry } from './entities.ts';

/** Id 0 is created with POST, any other id is updated with PUT. */
export function diarySaveMethod(entry: Pick<DiaryEntry, 'id_taccuino'>): 'POST' | 'PUT' {
  return entry.id_taccuino === 0 ? 'POST' : 'PUT';
}

/** Soft delete of a diary entry: deleted_at set to the spec's marker date 2012-12-20. */
export function softDeleteDiaryEntry<T extends Pick<DiaryEntry, 'deleted_at'>>(entry: T): T {
  return { ...entry, deleted_at: DIARY_DELETED_MARKER_DATE };
}

/** A new diary entry's editable defaults: dated today. */
export function newDiaryEntry(
  today: string,
  confidentiality: ConfidentialityLevel = DEFAULT_CONFIDENTIALITY_NEW_DIARY,
) {
  return {
    id_taccuino: 0,
    taccuino_2d_drawn: 1 as const,
    taccuino_data: today,
    taccuino_descrizione: '',
    id_livello_confidenzialita: confidentiality,
  };
}
