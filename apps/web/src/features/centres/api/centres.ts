import { CareCentreListAnswerSchema, type CentreType, MailSentAnswerSchema } from '@cartella/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Affiliated centres of one kind (GET /api/getCentriIndagini/{id}); the exams page shares the key. */
export const centreListQueryOptions = (kind: CentreType) =>
  queryOptions({
    queryKey: ['centres', kind] as const,
    queryFn: async () => (await apiFetch(`getCentriIndagini/${kind}`, CareCentreListAnswerSchema)).data,
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
      apiFetch(`centriConvenzionati/${centreId}/mail`, MailSentAnswerSchema, { method: 'POST', body }),
  });
}
