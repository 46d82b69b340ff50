import {
  type ConfidentialityLevel,
  DiaryDeleteAnswerSchema,
  DiaryEntryAnswerSchema,
  DiaryImagesAnswerSchema,
  DiaryListAnswerSchema,
  type DiaryPainMark,
  diarySaveMethod,
} from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export type { DiaryEntrySummary, DiaryImages } from '@cartella/domain';

/** What the editor saves (spec 000 section 3 "Diary entry"). */
export interface DiaryEntryDraft {
  id_taccuino: number;
  id_paziente: number;
  taccuino_data: string;
  taccuino_descrizione: string;
  id_livello_confidenzialita: ConfidentialityLevel;
  taccuino_report_anteriore: string;
  taccuino_report_posteriore: string;
  /** Where pain is drawn, per view and region (beyond the spec). */
  taccuino_zone: DiaryPainMark[];
}

/** Every query key of the diary, one factory: mutations invalidate by the `all` prefix. */
export const diaryKeys = {
  all: ['diary'] as const,
  list: (patientId: number) => [...diaryKeys.all, 'list', patientId] as const,
  images: (entryId: number) => [...diaryKeys.all, 'images', entryId] as const,
};

export const diaryListQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: diaryKeys.list(patientId),
    queryFn: async () => (await apiFetch(`getTaccuinos/${patientId}`, DiaryListAnswerSchema)).data,
  });

export const diaryImagesQueryOptions = (entryId: number) =>
  queryOptions({
    queryKey: diaryKeys.images(entryId),
    queryFn: async () => (await apiFetch(`taccuino/${entryId}/Images`, DiaryImagesAnswerSchema)).data,
  });

/** Id 0 is created with POST, any other id updated with PUT (spec 000 section 4). */
export async function saveDiaryEntry(draft: DiaryEntryDraft) {
  const method = diarySaveMethod(draft);
  const path = method === 'POST' ? 'taccuino/' : `taccuino/${draft.id_taccuino}`;
  return (await apiFetch(path, DiaryEntryAnswerSchema, { method, body: draft })).data;
}

export function useSaveDiaryEntryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiaryEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diaryKeys.all }),
  });
}

export function useDeleteDiaryEntryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) =>
      apiFetch(`taccuino/${entryId}`, DiaryDeleteAnswerSchema, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diaryKeys.all }),
  });
}

export function useDiaryConfidentialityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, level }: { entryId: number; level: ConfidentialityLevel }) =>
      apiFetch(`taccuino/${entryId}/confidenzialita`, DiaryEntryAnswerSchema, {
        method: 'PUT',
        body: { id_livello_confidenzialita: level },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diaryKeys.all }),
  });
}
