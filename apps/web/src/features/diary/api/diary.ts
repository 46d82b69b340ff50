import { diaryOperations } from '@cartella/contract';
import { type ConfidentialityLevel, type DiaryPainMark, diarySaveMethod } from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

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
const diaryKeys = {
  all: ['diary'] as const,
  list: (patientId: number) => [...diaryKeys.all, 'list', patientId] as const,
  images: (entryId: number) => [...diaryKeys.all, 'images', entryId] as const,
};

export const diaryListQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: diaryKeys.list(patientId),
    queryFn: async () => (await apiClient.call(diaryOperations.list, { params: { id: patientId } })).data,
  });

export const diaryImagesQueryOptions = (entryId: number) =>
  queryOptions({
    queryKey: diaryKeys.images(entryId),
    queryFn: async () => (await apiClient.call(diaryOperations.images, { params: { id: entryId } })).data,
  });

/** Id 0 is created with POST, any other id updated with PUT (spec 000 section 4). */
async function saveDiaryEntry(draft: DiaryEntryDraft) {
  const answer =
    diarySaveMethod(draft) === 'POST'
      ? await apiClient.call(diaryOperations.create, { body: draft })
      : await apiClient.call(diaryOperations.update, {
          params: { id_taccuino: draft.id_taccuino },
          body: draft,
        });
  return answer.data;
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
      apiClient.call(diaryOperations.remove, { params: { id_taccuino: entryId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diaryKeys.all }),
  });
}

export function useDiaryConfidentialityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, level }: { entryId: number; level: ConfidentialityLevel }) =>
      apiClient.call(diaryOperations.confidentiality, {
        params: { id_taccuino: entryId },
        body: { id_livello_confidenzialita: level },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diaryKeys.all }),
  });
}
