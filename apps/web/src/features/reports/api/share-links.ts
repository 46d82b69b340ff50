import {
  type ShareContent,
  SharedLinkInfoAnswerSchema,
  type ShareLinkCreate,
  ShareLinkCreatedAnswerSchema,
  ShareLinksAnswerSchema,
} from '@cartella/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiFetch, apiFetchBlob } from '../../../lib/api-client.ts';
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
    queryFn: async () => (await apiFetch(`condivisioni/${patientId}`, ShareLinksAnswerSchema)).data,
  });
}

export function useCreateShareLinkMutation() {
  return useMutation({
    mutationFn: async (body: ShareLinkCreate) =>
      (await apiFetch('condivisioni', ShareLinkCreatedAnswerSchema, { method: 'POST', body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.all }),
  });
}

export function useRevokeShareLinkMutation() {
  return useMutation({
    mutationFn: (linkId: number) =>
      apiFetch(`condivisioni/link/${linkId}`, ShareLinksAnswerSchema, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.all }),
  });
}

/** What a link shows, for the doctor's page (no session). */
export async function sharedLinkInfo(token: string) {
  return (await apiFetch(`condivisione/${encodeURIComponent(token)}`, SharedLinkInfoAnswerSchema)).data;
}

/** Opens a link with its PIN: the report file, as a blob. */
export function openSharedLink(token: string, content: ShareContent, pin: string | null): Promise<Blob> {
  return apiFetchBlob(
    `condivisione/${encodeURIComponent(token)}/apri`,
    content === 'fhir' ? 'application/fhir+json' : 'application/pdf',
    { method: 'POST', body: pin === null ? {} : { pin } },
  );
}
