import { shareLinkOperations } from '@cartella/contract';
import type { ShareLinkCreate } from '@cartella/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Query keys of share links (issue #22). */
export const shareLinkKeys = {
  all: ['share-links'] as const,
  list: (patientId: number) => [...shareLinkKeys.all, 'list', patientId] as const,
};

/** The patient's share links with their openings. */
export function shareLinksQueryOptions(patientId: number) {
  return queryOptions({
    queryKey: shareLinkKeys.list(patientId),
    queryFn: async () => (await apiClient.call(shareLinkOperations.list, { params: { id: patientId } })).data,
  });
}

export function useCreateShareLinkMutation() {
  return useMutation({
    mutationFn: async (body: ShareLinkCreate) =>
      (await apiClient.call(shareLinkOperations.create, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.all }),
  });
}

export function useRevokeShareLinkMutation() {
  return useMutation({
    mutationFn: (linkId: number) => apiClient.call(shareLinkOperations.revoke, { params: { id: linkId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.all }),
  });
}

/** What a link shows, for the doctor's page (no session). */
export async function sharedLinkInfo(token: string) {
  return (await apiClient.call(shareLinkOperations.info, { params: { token } })).data;
}

/** Opens a link with its PIN: the report file (PDF, or FHIR JSON for a FHIR link), as a blob. */
export async function openSharedLink(token: string, pin: string | null): Promise<Blob> {
  const answer = await apiClient.call(shareLinkOperations.open, {
    params: { token },
    body: pin === null ? {} : { pin },
  });
  return answer.blob();
}
