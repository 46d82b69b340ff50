import { accountOperations, dataExportOperations } from '@cartella/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { patientRecordKey } from '../../../lib/query-client.ts';

/** Every query key of the consents, one factory. */
const consentKeys = {
  all: ['consents'] as const,
  list: (userId: number) => [...consentKeys.all, userId] as const,
};

/** The caller's consents (GET /api/consensi/{id_utente}), in the interface's language. */
export const consentsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: consentKeys.list(userId),
    queryFn: async () =>
      (await apiClient.call(accountOperations.consents, { params: { id_utente: userId } })).data,
  });

/** Gives or refuses one consent; the record's consensi change too. */
export function useUpdateConsentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id_utente: number; Id_Trattamento: number; Consenso: boolean }) =>
      apiClient.call(accountOperations.consentUpdate, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consentKeys.all }),
        queryClient.invalidateQueries({ queryKey: patientRecordKey }),
      ]),
  });
}

/**
 * Deletes the caller's account (PUT /api/destroyUser/{id_utente}), confirmed with the current
 * password and, when app codes are on, a code.
 */
export function deleteAccount(userId: number, body: { current_password: string; codice?: string }) {
  return apiClient.call(accountOperations.destroyUser, { params: { id_utente: userId }, body });
}

/** The whole record as a ZIP archive (GET /api/esportaDati/{id}, issue #24, GDPR art. 20). */
export async function exportMyData(patientId: number): Promise<Blob> {
  return (await apiClient.call(dataExportOperations.exportData, { params: { id: patientId } })).blob();
}
