import { linkOperations } from '@cartella/contract';
import type { ReferenceLinkKind } from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { patientRecordKey } from '../../../lib/query-client.ts';

export type { PersonalLinkItem, ReferenceLinkItem, ReferenceLinkKind } from '@cartella/domain';

/** What the new-link modal saves (spec 001 section 3 "Personal link"). */
export type PersonalLinkDraft = {
  linkid: number;
  id_paziente: number;
  name: string;
  link: string;
  descrizione: string;
};

/** Every query key of the links, one factory: mutations invalidate by these prefixes. */
const linkKeys = {
  personal: ['personal-links'] as const,
  personalOf: (patientId: number) => [...linkKeys.personal, patientId] as const,
  reference: (kind: ReferenceLinkKind) => ['reference-links', kind] as const,
};

export const personalLinksQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: linkKeys.personalOf(patientId),
    queryFn: async () => (await apiClient.call(linkOperations.list, { params: { id: patientId } })).data,
  });

export const referenceLinksQueryOptions = (kind: ReferenceLinkKind) =>
  queryOptions({
    queryKey: linkKeys.reference(kind),
    queryFn: async () => (await apiClient.call(linkOperations.references, { params: { kind } })).data,
    // Reference data changes with a release, not while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

type SaveBody =
  | ({ status: 'update' } & PersonalLinkDraft)
  | { status: 'delete'; linkid: number; id_paziente: number };

/** The single save call for add and delete (spec 001 section 7: the link object with status). */
export function useSavePersonalLinkMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBody) => apiClient.call(linkOperations.save, { body }),
    // The record's `links` list changes too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: linkKeys.personal }),
        queryClient.invalidateQueries({ queryKey: patientRecordKey }),
      ]),
  });
}
