import { vaccinationOperations } from '@cartella/contract';
import type { ConfidentialityLevel } from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type { DueVaccinationItem, VaccinationItem, Vaccine } from '@cartella/domain';

/** What the vaccination modal saves (spec 001 section 3 "Vaccination"). */
export interface VaccinationDraft {
  id_vaccinazione: number;
  id_paziente: number;
  id_vaccino: string;
  vaccinazione_data: string;
  vaccinazione_reazioni: string;
  /** The dose number 1, 2 or 3 (the spec's recall); null until one is chosen or suggested. */
  vaccinazione_richiamo: number | null;
  id_livello_confidenzialita: ConfidentialityLevel;
}

/** Every query key of the vaccinations, one factory: mutations invalidate by these prefixes. */
const vaccinationKeys = {
  all: ['vaccinations'] as const,
  list: (patientId: number) => [...vaccinationKeys.all, patientId] as const,
};

export const vaccinationsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: vaccinationKeys.list(patientId),
    queryFn: async () => (await apiClient.call(vaccinationOperations.list, { params: { patientId } })).data,
  });

/** The vaccine search of the modal: vaccines only, at most 10 (spec 001 sections 5 and 9). */
export async function searchVaccines(search: string, signal: AbortSignal) {
  return (await apiClient.call(vaccinationOperations.search, { body: { search }, signal })).data;
}

function useVaccinationMutation<TInput>(call: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vaccinationKeys.all }),
  });
}

/** A draft that passed the vaccination schema: its booster is chosen. */
export type CheckedVaccinationDraft = VaccinationDraft & { vaccinazione_richiamo: 1 | 2 | 3 };

/** Create (id 0) or edit. */
export function useSaveVaccinationMutation() {
  return useVaccinationMutation((draft: CheckedVaccinationDraft) =>
    draft.id_vaccinazione === 0
      ? apiClient.call(vaccinationOperations.create, { body: draft })
      : apiClient.call(vaccinationOperations.update, {
          params: { id_vaccinazione: draft.id_vaccinazione },
          body: draft,
        }),
  );
}

export function useVaccinationConfidentialityMutation() {
  return useVaccinationMutation((input: { id: number; level: ConfidentialityLevel }) =>
    apiClient.call(vaccinationOperations.confidentiality, {
      params: { id_vaccinazione: input.id },
      body: { id_livello_confidenzialita: input.level },
    }),
  );
}

export function useDeleteVaccinationMutation() {
  return useVaccinationMutation((id: number) =>
    apiClient.call(vaccinationOperations.remove, { params: { id_vaccinazione: id } }),
  );
}

/** What the national calendar recommends for the patient (GET /api/vaccinazioniRaccomandate). */
export const dueVaccinationsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: [...vaccinationKeys.all, 'due', patientId] as const,
    queryFn: async () => (await apiClient.call(vaccinationOperations.due, { params: { patientId } })).data,
  });
