import {
  VisitDeleteAnswerSchema,
  type VisitInput,
  VisitListAnswerSchema,
  VisitSaveAnswerSchema,
} from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** What the visit modal sends (VisitSchema), plus the patient on add. */
export type VisitDraft = VisitInput & { id_visita: number; id_paziente: number };

/** Every query key of the visits, one factory. */
export const visitKeys = {
  list: (patientId: number) => ['visits', patientId] as const,
};

/** The patient's visits (GET /api/visitePatient/{id}, spec 001 section 7). */
export const visitsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: visitKeys.list(patientId),
    queryFn: async () => (await apiFetch(`visitePatient/${patientId}`, VisitListAnswerSchema)).data,
  });

/** Add (POST /api/visite) or edit (PUT /api/visite/{id}). */
function saveVisit(body: VisitDraft) {
  return body.id_visita === 0
    ? apiFetch('visite', VisitSaveAnswerSchema, { method: 'POST', body })
    : apiFetch(`visite/${body.id_visita}`, VisitSaveAnswerSchema, { method: 'PUT', body });
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
      apiFetch(`visite/${visitId}`, VisitDeleteAnswerSchema, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitKeys.list(patientId) }),
  });
}
