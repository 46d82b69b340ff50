import { examAttachmentOperations, operationUrl } from '@cartella/contract';
import type { ConfidentialityLevel, ExamFileAnswer, FileType } from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { followDownload } from '../../../lib/save-blob.ts';
import { uploadMultipart } from '../../../lib/upload.ts';

export type { ExamFileAnswer } from '@cartella/domain';

/** What the exam file upload modal saves (spec 000 section 5 "Exam file"); the type may be unchosen. */
export interface ExamFileDraft {
  id_indagine: number;
  type: FileType | '';
  created_at: string;
  file_commento: string;
  id_livello_confidenzialita: ConfidentialityLevel;
}

/** Query keys of the attachments, one factory: the mutations invalidate by these prefixes. */
const attachmentKeys = {
  all: ['exam-attachments'] as const,
  list: (examId: number) => [...attachmentKeys.all, examId] as const,
};

/** The files attached to one exam (GET /api/esami/{id}/allegati). */
export const examAttachmentsQueryOptions = (examId: number) =>
  queryOptions({
    queryKey: attachmentKeys.list(examId),
    queryFn: async () =>
      (await apiClient.call(examAttachmentOperations.list, { params: { id_indagine: examId } })).data,
  });

function useAttachmentMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attachmentKeys.all }),
  });
}

/** Uploads a file to an exam with its progress (POST /api/esami/{id}/allegati). */
export function useUploadExamFileMutation() {
  return useAttachmentMutation(
    (input: { file: File; draft: ExamFileDraft; onProgress: (fraction: number) => void }) =>
      uploadMultipart(
        operationUrl(examAttachmentOperations.upload, { params: { id_indagine: input.draft.id_indagine } }),
        input.file,
        input.draft,
        examAttachmentOperations.upload.response,
        input.onProgress,
      ),
  );
}

export function useDeleteExamFileMutation() {
  return useAttachmentMutation((id: number) =>
    apiClient.call(examAttachmentOperations.remove, { params: { id_file: id } }),
  );
}

/**
 * Downloads an attachment: asks for its short-lived link (GET /api/getAllegatoRoute/{id}) and
 * follows it, so the browser saves it under its name (spec 000 section 7 "Attachment download URL").
 */
export async function downloadExamFile(file: ExamFileAnswer): Promise<void> {
  const { data: url } = await apiClient.call(examAttachmentOperations.downloadLink, {
    params: { id_file: file.id_file },
  });
  followDownload(url, file.file_nome);
}
