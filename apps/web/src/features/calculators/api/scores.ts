import type {
  ScoreCombinationKind,
  ScoreCriteriaKind,
  ScoreHistoryKind,
  ScoreHistoryRow,
  ScoreName,
} from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchUnchecked } from '../../../lib/api-client.ts';

/** A criterion as GET /api/scoring/{kind} answers it (both languages; `key` is the calculator input). */
export interface ScoreCriterionRow {
  id: number;
  key: string;
  title: string;
  title_en: string;
  description: string;
  description_en: string;
  option1: string;
  option1_en: string;
  option2: string;
  option2_en: string;
  option3: string | null;
  option3_en: string | null;
  score: number;
  isSelected: '0' | '1';
}

/** A combination row as GET /api/score-result/{kind} answers it. */
export interface ScoreCombinationRow {
  id: number;
  puntegio_totale: number;
  richio_sanguinamento: number | null;
  richio_sanguinamento_additional: number | null;
  description: string;
  description_en: string;
}

/** POST /api/score body: the spec's payload plus the inputs the server recomputes the value from. */
export interface ScoreSaveRequest {
  id_paziente: number;
  nome_score: ScoreName;
  valore_score: number;
  additional_score?: number | null;
  inputs: Record<string, number | boolean | string>;
}

/** Every query key of the scores, one factory: a save invalidates the patient's history prefix. */
export const scoreKeys = {
  criteria: (kind: ScoreCriteriaKind) => ['score-criteria', kind] as const,
  combinations: (kind: ScoreCombinationKind) => ['score-combinations', kind] as const,
  historyOf: (patientId: number) => ['score-history', patientId] as const,
  history: (patientId: number, kind: ScoreHistoryKind) => [...scoreKeys.historyOf(patientId), kind] as const,
};

export const scoreCriteriaQueryOptions = (kind: ScoreCriteriaKind) =>
  queryOptions({
    queryKey: scoreKeys.criteria(kind),
    queryFn: async () => (await apiFetchUnchecked<{ data: ScoreCriterionRow[] }>(`scoring/${kind}`)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const scoreCombinationsQueryOptions = (kind: ScoreCombinationKind) =>
  queryOptions({
    queryKey: scoreKeys.combinations(kind),
    queryFn: async () =>
      (await apiFetchUnchecked<{ data: ScoreCombinationRow[] }>(`score-result/${kind}`)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const scoreHistoryQueryOptions = (patientId: number, kind: ScoreHistoryKind) =>
  queryOptions({
    queryKey: scoreKeys.history(patientId, kind),
    queryFn: async () =>
      (await apiFetchUnchecked<{ data: ScoreHistoryRow[] }>(`score/${patientId}/${kind}`)).data,
  });

/** Saves a score and reloads its history (spec 001 section 4 "Score pages"). */
export function useSaveScoreMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScoreSaveRequest) =>
      apiFetchUnchecked<{ data: ScoreHistoryRow }>('score', { method: 'POST', body }),
    onSuccess: (_answer, body) =>
      queryClient.invalidateQueries({ queryKey: scoreKeys.historyOf(body.id_paziente) }),
  });
}
