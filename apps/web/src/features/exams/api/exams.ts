import {
  CareCentreListAnswerSchema,
  type CentreType,
  type ConfidentialityLevel,
  ExamDeleteAnswerSchema,
  ExamListAnswerSchema,
  type ExamListStatus,
  ExamSaveAnswerSchema,
  type ExamType,
  InvestigationSearchAnswerSchema,
} from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { apiFetch } from '../../../lib/api-client.ts';

/** An exam as the lists show it (GET /api/getEsami/{a}/{b}). */
export type ExamItem = v.InferOutput<typeof ExamListAnswerSchema>['data'][number];

/** What the add and edit modal saves (spec 000 section 5 "Exam"); the type may still be unchosen. */
export interface ExamDraft {
  id_indagine: number;
  id_paziente: number;
  indagine_tipologia: ExamType | '';
  id_livello_confidenzialita: ConfidentialityLevel;
  indagine_stato: ExamListStatus;
  indagine_motivo: string;
  indagine_data_display: string;
  id_diagn_investigations: number | null;
  id_centro_indagine: number | null;
  altro_centro: string;
  careprovider: string;
  diags: number[];
}

/** Every query key of the exams, one factory: mutations invalidate by these prefixes. */
export const examKeys = {
  all: ['exams'] as const,
  list: (patientId: number) => [...examKeys.all, 'list', patientId] as const,
  search: (patientId: number, text: string) => [...examKeys.all, 'search', patientId, text] as const,
  centres: (kind: CentreType) => ['centres', kind] as const,
};

/** Every list at once (type argument 3), split by status on the page. */
export const examsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: examKeys.list(patientId),
    queryFn: async () => (await apiFetch(`getEsami/${patientId}/3`, ExamListAnswerSchema)).data,
  });

/** The exam search (POST /api/esamifilter/{id}, at least 3 characters). */
export const examSearchQueryOptions = (patientId: number, text: string) =>
  queryOptions({
    queryKey: examKeys.search(patientId, text),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`esamifilter/${patientId}`, ExamListAnswerSchema, {
          method: 'POST',
          body: { search: text },
          signal,
        })
      ).data,
  });

/** Affiliated centres of one kind (GET /api/getCentriIndagini/{id}). */
export const centresQueryOptions = (kind: CentreType) =>
  queryOptions({
    queryKey: examKeys.centres(kind),
    queryFn: async () => (await apiFetch(`getCentriIndagini/${kind}`, CareCentreListAnswerSchema)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Investigation suggestions from the catalogue (POST /api/esamifilter, more than 2 characters). */
export async function searchInvestigations(search: string, type: ExamType | '', signal: AbortSignal) {
  return (
    await apiFetch('esamifilter', InvestigationSearchAnswerSchema, {
      method: 'POST',
      body: type === '' ? { search } : { search, indagine_tipologia: type },
      signal,
    })
  ).data;
}

function useExamMutation<TInput>(call: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examKeys.all }),
  });
}

/** Create (id 0, in the list it was added from) or edit. */
export function useSaveExamMutation() {
  return useExamMutation((draft: ExamDraft) =>
    draft.id_indagine === 0
      ? apiFetch('esami', ExamSaveAnswerSchema, { method: 'POST', body: draft })
      : apiFetch(`esami/${draft.id_indagine}`, ExamSaveAnswerSchema, {
          method: 'PUT',
          body: { ...draft, id_paziente: undefined },
        }),
  );
}

export function useMoveExamMutation() {
  return useExamMutation((input: { id: number; status: ExamListStatus }) =>
    apiFetch(`esami/${input.id}/stato`, ExamSaveAnswerSchema, {
      method: 'PUT',
      body: { indagine_stato: input.status },
    }),
  );
}

export function useExamConfidentialityMutation() {
  return useExamMutation((input: { id: number; level: ConfidentialityLevel }) =>
    apiFetch(`esami/${input.id}/confidenzialita`, ExamSaveAnswerSchema, {
      method: 'PUT',
      body: { id_livello_confidenzialita: input.level },
    }),
  );
}

export function useDeleteExamMutation() {
  return useExamMutation((id: number) =>
    apiFetch(`esami/${id}`, ExamDeleteAnswerSchema, { method: 'DELETE' }),
  );
}
