import { visitOperations } from '@cartella/contract';
import type { VisitInput } from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** What the visit modal sends (VisitSchema), plus the patient on add. */
export type VisitDraft = VisitInput & { id_visita: number; id_paziente: number };

/** Every query key of the visits, one factory. */
const visitKeys = {
  list: (patientId: number) => ['visits', patientId] as const,
};

/** The patient's visits (GET /api/visitePatient/{id}, spec 001 section 7). */
export const visitsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: visitKeys.list(patientId),
    queryFn: async () => (await apiClient.call(visitOperations.list, { params: { id: patientId } })).data,
  });

/** Add (POST /api/visite) or edit (PUT /api/visite/{id_visita}). */
function saveVisit(body: VisitDraft) {
  return body.id_visita === 0
    ? apiClient.call(visitOperations.create, { body })
    : apiClient.call(visitOperations.update, { params: { id_visita: body.id_visita }, body });
}

export function useSaveVisitMutation(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVisit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitKeys.list(patientId) }),
  });
}

export function useDeleteVisitMutation(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visitId: number) =>
      apiClient.call(visitOperations.remove, { params: { id_visita: visitId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitKeys.list(patientId) }),
  });
}
