import { vitalReadingOperations } from '@cartella/contract';
import type { VitalReadingInput } from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { patientRecordKey } from '../../../lib/query-client.ts';

/** What the reading modal sends (VitalReadingSchema), plus the patient. */
export type VitalReadingBody = VitalReadingInput & { id_parametro: number; id_paziente: number };

const vitalKeys = {
  list: (patientId: number) => ['vital-readings', patientId] as const,
};

/** The patient's readings, newest first (GET /api/rilevazioniPatient/{patientId}). */
export const vitalReadingsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: vitalKeys.list(patientId),
    queryFn: async () => (await apiClient.call(vitalReadingOperations.list, { params: { patientId } })).data,
  });

function saveReading(body: VitalReadingBody) {
  return body.id_parametro === 0
    ? apiClient.call(vitalReadingOperations.create, { body })
    : apiClient.call(vitalReadingOperations.update, { params: { id_parametro: body.id_parametro }, body });
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
      apiClient.call(vitalReadingOperations.remove, { params: { id_parametro: readingId } }),
    onSuccess: invalidate,
  });
}
