import {
  VitalReadingDeleteAnswerSchema,
  type VitalReadingInput,
  VitalReadingListAnswerSchema,
  VitalReadingSaveAnswerSchema,
} from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { patientRecordKey } from '../../../lib/query-client.ts';

/** What the reading modal sends (VitalReadingSchema), plus the patient. */
export type VitalReadingBody = VitalReadingInput & { id_parametro: number; id_paziente: number };

export const vitalKeys = {
  list: (patientId: number) => ['vital-readings', patientId] as const,
};

/** The patient's readings, newest first (GET /api/rilevazioniPatient/{patientId}). */
export const vitalReadingsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: vitalKeys.list(patientId),
    queryFn: async () =>
      (await apiFetch(`rilevazioniPatient/${patientId}`, VitalReadingListAnswerSchema)).data,
  });

function saveReading(body: VitalReadingBody) {
  return body.id_parametro === 0
    ? apiFetch('rilevazioni', VitalReadingSaveAnswerSchema, { method: 'POST', body })
    : apiFetch(`rilevazioni/${body.id_parametro}`, VitalReadingSaveAnswerSchema, { method: 'PUT', body });
}

/** After a change the list and the record (whose readings prefill other forms) are read again. */
function useInvalidate(patientId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vitalKeys.list(patientId) }),
      queryClient.invalidateQueries({ queryKey: patientRecordKey }),
    ]);
}

export function useSaveVitalReadingMutation(patientId: number) {
  const invalidate = useInvalidate(patientId);
  return useMutation({ mutationFn: saveReading, onSuccess: invalidate });
}

export function useDeleteVitalReadingMutation(patientId: number) {
  const invalidate = useInvalidate(patientId);
  return useMutation({
    mutationFn: (readingId: number) =>
      apiFetch(`rilevazioni/${readingId}`, VitalReadingDeleteAnswerSchema, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
