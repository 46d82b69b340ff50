import { scoreOperations } from '@cartella/contract';
import type {
  ScoreCombinationKind,
  ScoreCriteriaKind,
  ScoreHistoryKind,
  ScoreSaveRequest,
} from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/score body: the domain's contract (the spec's payload plus the inputs). */
export type { ScoreSaveRequest };

/** Every query key of the scores, one factory: a save invalidates the patient's history prefix. */
const scoreKeys = {
  criteria: (kind: ScoreCriteriaKind) => ['score-criteria', kind] as const,
  combinations: (kind: ScoreCombinationKind) => ['score-combinations', kind] as const,
  historyOf: (patientId: number) => ['score-history', patientId] as const,
  history: (patientId: number, kind: ScoreHistoryKind) => [...scoreKeys.historyOf(patientId), kind] as const,
};

export const scoreCriteriaQueryOptions = (kind: ScoreCriteriaKind) =>
  queryOptions({
    queryKey: scoreKeys.criteria(kind),
    queryFn: async () => (await apiClient.call(scoreOperations.criteria, { params: { kind } })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const scoreCombinationsQueryOptions = (kind: ScoreCombinationKind) =>
  queryOptions({
    queryKey: scoreKeys.combinations(kind),
    queryFn: async () => (await apiClient.call(scoreOperations.combinations, { params: { kind } })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const scoreHistoryQueryOptions = (patientId: number, kind: ScoreHistoryKind) =>
  queryOptions({
    queryKey: scoreKeys.history(patientId, kind),
    queryFn: async () =>
      (await apiClient.call(scoreOperations.history, { params: { a: patientId, b: kind } })).data,
  });

/** Saves a score and reloads its history (spec 001 section 4 "Score pages"). */
export function useSaveScoreMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScoreSaveRequest) => apiClient.call(scoreOperations.save, { body }),
    onSuccess: (_answer, body) =>
      queryClient.invalidateQueries({ queryKey: scoreKeys.historyOf(body.id_paziente) }),
  });
}
