import { examResultOperations } from '@cartella/contract';
import type { ExamResultCreateInput, ExamResultListAnswerSchema } from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { apiClient } from '../../../lib/api-client.ts';

/** A result as the API answers it (issue #19): analyte, value, unit, range, flag and the exam's date. */
export type ExamResultItem = v.InferOutput<typeof ExamResultListAnswerSchema>['data'][number];

/** Every query key of the results, one factory: the mutations invalidate by the `all` prefix. */
const examResultKeys = {
  all: ['exam-results'] as const,
  ofExam: (examId: number) => [...examResultKeys.all, 'exam', examId] as const,
  analytes: (patientId: number) => [...examResultKeys.all, 'analytes', patientId] as const,
  trend: (patientId: number, analyte: string) =>
    [...examResultKeys.all, 'trend', patientId, analyte.trim().toLowerCase()] as const,
};

/** One exam's results (GET /api/risultatiEsami/esame/{id}). */
export const examResultsQueryOptions = (examId: number) =>
  queryOptions({
    queryKey: examResultKeys.ofExam(examId),
    queryFn: async () =>
      (await apiClient.call(examResultOperations.list, { params: { id_indagine: examId } })).data,
  });

/** The patient's analytes, each with how many results it has (GET /api/risultatiEsami/analiti/{id}). */
export const analytesQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: examResultKeys.analytes(patientId),
    queryFn: async () =>
      (await apiClient.call(examResultOperations.analytes, { params: { id_paziente: patientId } })).data,
  });

/** One analyte across the patient's exams, oldest first (POST /api/risultatiEsami/andamento/{id}). */
export const analyteTrendQueryOptions = (patientId: number, analyte: string) =>
  queryOptions({
    queryKey: examResultKeys.trend(patientId, analyte),
    queryFn: async ({ signal }) =>
      (
        await apiClient.call(examResultOperations.trend, {
          params: { id_paziente: patientId },
          body: { analita: analyte },
          signal,
        })
      ).data,
  });

function useExamResultMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examResultKeys.all }),
  });
}

/** Adds a result to a completed Laboratori Analisi exam. */
export function useAddExamResultMutation() {
  return useExamResultMutation((body: ExamResultCreateInput) =>
    apiClient.call(examResultOperations.create, { body }),
  );
}

export function useDeleteExamResultMutation() {
  return useExamResultMutation((resultId: number) =>
    apiClient.call(examResultOperations.remove, { params: { id_risultato: resultId } }),
  );
}
