import { AdverseReactionListAnswerSchema, AdverseReactionSaveAnswerSchema } from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiFetchBlob } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

export type { AdverseReport } from '@cartella/domain';

/** Every query key of the adverse-reaction reports, one factory. */
export const adverseReportKeys = {
  all: ['adverse-reports'] as const,
  list: (userId: number) => [...adverseReportKeys.all, userId] as const,
};

/** The caller's reports, newest first (the list is by user id, spec 000 section 7). */
export const adverseReportsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: adverseReportKeys.list(userId),
    queryFn: async () =>
      (await apiFetch(`getAdverseReaction/${userId}`, AdverseReactionListAnswerSchema)).data,
  });

export function useCreateAdverseReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiFetch('adverseReaction', AdverseReactionSaveAnswerSchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adverseReportKeys.all }),
  });
}

/**
 * Downloads a PDF the API produces: the blob comes through the api-client (session cookie,
 * language, translated errors) and becomes an object URL that a temporary link saves under `fileName`.
 */
export async function downloadPdf(path: string, fileName: string): Promise<void> {
  saveBlob(await apiFetchBlob(path, 'application/pdf'), fileName);
}
