import { adverseReactionOperations, type CallInput } from '@cartella/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

export type { AdverseReport } from '@cartella/domain';

/** Every query key of the adverse-reaction reports, one factory. */
const adverseReportKeys = {
  all: ['adverse-reports'] as const,
  list: (userId: number) => [...adverseReportKeys.all, userId] as const,
};

/** The caller's reports, newest first (the list is by user id, spec 000 section 7). */
export const adverseReportsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: adverseReportKeys.list(userId),
    queryFn: async () =>
      (await apiClient.call(adverseReactionOperations.list, { params: { id: userId } })).data,
  });

/** The report's wire body: the caller's account and the form's answers (the form's schema checked them). */
export type AdverseReactionBody = CallInput<typeof adverseReactionOperations.create>['body'];

export function useCreateAdverseReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdverseReactionBody) => apiClient.call(adverseReactionOperations.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adverseReportKeys.all }),
  });
}

/**
 * Downloads one report as the AIFA form's PDF: the blob comes through the api-client (session
 * cookie, language, translated errors) and a temporary link saves it as segnalazione-{id}.pdf.
 */
export async function downloadAdverseReportPdf(reportId: number): Promise<void> {
  const answer = await apiClient.call(adverseReactionOperations.pdf, { params: { id: reportId } });
  saveBlob(await answer.blob(), `segnalazione-${reportId}.pdf`);
}
