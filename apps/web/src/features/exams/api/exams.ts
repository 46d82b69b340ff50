import { examOperations } from '@cartella/contract';
import type {
  CentreType,
  ConfidentialityLevel,
  ExamListAnswerSchema,
  ExamListStatus,
  ExamType,
} from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { apiClient } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

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
const examKeys = {
  all: ['exams'] as const,
  list: (patientId: number) => [...examKeys.all, 'list', patientId] as const,
  search: (patientId: number, text: string) => [...examKeys.all, 'search', patientId, text] as const,
  centres: (kind: CentreType) => ['centres', kind] as const,
};

/** Every list at once (type argument 3), split by status on the page. */
export const examsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: examKeys.list(patientId),
    queryFn: async () => (await apiClient.call(examOperations.list, { params: { a: patientId, b: 3 } })).data,
  });

/** The exam search (POST /api/esamifilter/{id}, at least 3 characters). */
export const examSearchQueryOptions = (patientId: number, text: string) =>
  queryOptions({
    queryKey: examKeys.search(patientId, text),
    queryFn: async ({ signal }) =>
      (
        await apiClient.call(examOperations.search, {
          params: { id: patientId },
          body: { search: text },
          signal,
        })
      ).data,
  });

/** Affiliated centres of one kind (GET /api/getCentriIndagini/{id}). */
export const centresQueryOptions = (kind: CentreType) =>
  queryOptions({
    queryKey: examKeys.centres(kind),
    queryFn: async () => (await apiClient.call(examOperations.centres, { params: { id: kind } })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Investigation suggestions from the catalogue (POST /api/esamifilter, more than 2 characters). */
export async function searchInvestigations(search: string, type: ExamType | '', signal: AbortSignal) {
  return (
    await apiClient.call(examOperations.investigations, {
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

/** A draft that passed ExamSchema: its type is chosen. */
export type CheckedExamDraft = ExamDraft & { indagine_tipologia: ExamType };

/** Create (id 0, in the list it was added from) or edit (the patient is not sent again). */
export function useSaveExamMutation() {
  return useExamMutation((draft: CheckedExamDraft) => {
    if (draft.id_indagine === 0) return apiClient.call(examOperations.create, { body: draft });
    const { id_paziente: _patient, ...body } = draft;
    return apiClient.call(examOperations.update, { params: { id_indagine: draft.id_indagine }, body });
  });
}

export function useMoveExamMutation() {
  return useExamMutation((input: { id: number; status: ExamListStatus }) =>
    apiClient.call(examOperations.move, {
      params: { id_indagine: input.id },
      body: { indagine_stato: input.status },
    }),
  );
}

export function useExamConfidentialityMutation() {
  return useExamMutation((input: { id: number; level: ConfidentialityLevel }) =>
    apiClient.call(examOperations.confidentiality, {
      params: { id_indagine: input.id },
      body: { id_livello_confidenzialita: input.level },
    }),
  );
}

export function useDeleteExamMutation() {
  return useExamMutation((id: number) =>
    apiClient.call(examOperations.remove, { params: { id_indagine: id } }),
  );
}

/** Saves the exam list as Esami.pdf (GET /api/downloadEsami/{id}, spec 001 section 9). */
export async function downloadExamListPdf(patientId: number): Promise<void> {
  const answer = await apiClient.call(examOperations.print, { params: { id: patientId } });
  saveBlob(await answer.blob(), 'Esami.pdf');
}
