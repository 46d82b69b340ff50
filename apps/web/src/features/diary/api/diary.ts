import { type ConfidentialityLevel, type DiaryEntry, diarySaveMethod } from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchUnchecked } from '../../../lib/api-client.ts';

/** A list row: the entry without its drawings (GET /api/getTaccuinos/{id}). */
export type DiaryEntrySummary = Omit<DiaryEntry, 'taccuino_report_anteriore' | 'taccuino_report_posteriore'>;

export interface DiaryImages {
  taccuino_report_anteriore: string | null;
  taccuino_report_posteriore: string | null;
}

/** What the editor saves (spec 000 section 3 "Diary entry"). */
export interface DiaryEntryDraft {
  id_taccuino: number;
  id_paziente: number;
  taccuino_data: string;
  taccuino_descrizione: string;
  id_livello_confidenzialita: ConfidentialityLevel;
  taccuino_report_anteriore: string;
  taccuino_report_posteriore: string;
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
    queryFn: async () =>
      (await apiFetchUnchecked<{ data: DiaryEntrySummary[] }>(`getTaccuinos/${patientId}`)).data,
  });

export const diaryImagesQueryOptions = (entryId: number) =>
  queryOptions({
    queryKey: diaryKeys.images(entryId),
    queryFn: async () => (await apiFetchUnchecked<{ data: DiaryImages }>(`taccuino/${entryId}/Images`)).data,
  });

/** Id 0 is created with POST, any other id updated with PUT (spec 000 section 4). */
export async function saveDiaryEntry(draft: DiaryEntryDraft): Promise<DiaryEntrySummary> {
  const method = diarySaveMethod(draft);
  const path = method === 'POST' ? 'taccuino/' : `taccuino/${draft.id_taccuino}`;
  return (await apiFetchUnchecked<{ data: DiaryEntrySummary }>(path, { method, body: draft })).data;
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
    mutationFn: (entryId: number) => apiFetchUnchecked(`taccuino/${entryId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diaryKeys.all }),
  });
}

export function useDiaryConfidentialityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, level }: { entryId: number; level: ConfidentialityLevel }) =>
      apiFetchUnchecked(`taccuino/${entryId}/confidenzialita`, {
        method: 'PUT',
        body: { id_livello_confidenzialita: level },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diaryKeys.all }),
  });
}
