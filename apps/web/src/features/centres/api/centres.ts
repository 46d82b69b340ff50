import { centreOperations, examOperations } from '@cartella/contract';
import type { CentreType } from '@cartella/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Affiliated centres of one kind (GET /api/getCentriIndagini/{id}); the exams page shares the key. */
export const centreListQueryOptions = (kind: CentreType) =>
  queryOptions({
    queryKey: ['centres', kind] as const,
    queryFn: async () => (await apiClient.call(examOperations.centres, { params: { id: kind } })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The body of POST /api/centriConvenzionati/{id}/mail (CentreMailSchema). */
export interface CentreMailBody {
  topic: string;
  text: string;
}

/** Sends an e-mail to centre `centreId`; the server decides the recipient. */
export function useSendCentreMailMutation(centreId: number) {
  return useMutation({
    mutationFn: (body: CentreMailBody) =>
      apiClient.call(centreOperations.mailCentre, { params: { id: centreId }, body }),
  });
}
