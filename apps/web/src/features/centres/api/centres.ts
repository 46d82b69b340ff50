import { MailSentAnswerSchema } from '@cartella/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

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
