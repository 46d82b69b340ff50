import { fileOperations, operationUrl } from '@cartella/contract';
import type {
  ConfidentialityLevel,
  FileRecordAnswer,
  FileSaveAnswerSchema,
  FileType,
} from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { apiClient } from '../../../lib/api-client.ts';
import { followDownload } from '../../../lib/save-blob.ts';
import { uploadMultipart } from '../../../lib/upload.ts';

export type { FileRecordAnswer } from '@cartella/domain';

/** The described part of a file the add and edit modals save (spec 000 section 3 "File"). */
export interface FileDraft {
  id_file: number;
  id_paziente: number;
  type: FileType | '';
  data_rilievo: string;
  file_commento: string;
  tags: number[];
  id_livello_confidenzialita: ConfidentialityLevel;
}

/** Every query key of the files, one factory: mutations invalidate by these prefixes. */
const fileKeys = {
  all: ['files'] as const,
  list: (patientId: number) => [...fileKeys.all, patientId] as const,
};

export const filesQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: fileKeys.list(patientId),
    queryFn: async () => (await apiClient.call(fileOperations.list, { params: { patientId } })).data,
  });

/** Uploads a file of the files page (POST /api/files) with its progress. */
function uploadFile(
  file: File,
  metadata: Omit<FileDraft, 'id_file'>,
  onProgress: (fraction: number) => void,
): Promise<v.InferOutput<typeof FileSaveAnswerSchema>> {
  return uploadMultipart(
    operationUrl(fileOperations.add),
    file,
    metadata,
    fileOperations.add.response,
    onProgress,
  );
}

function useFileMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
}

export function useUploadFileMutation() {
  return useFileMutation(
    (input: { file: File; draft: FileDraft; onProgress: (fraction: number) => void }) => {
      const { id_file: _new, ...metadata } = input.draft;
      return uploadFile(input.file, metadata, input.onProgress);
    },
  );
}

/** A draft that passed the file schema: its type is chosen. */
export type CheckedFileDraft = FileDraft & { type: FileType };

export function useEditFileMutation() {
  return useFileMutation((draft: CheckedFileDraft) => {
    const { id_file, id_livello_confidenzialita: _kept, ...body } = draft;
    return apiClient.call(fileOperations.update, { params: { id_file }, body });
  });
}

export function useFileConfidentialityMutation() {
  return useFileMutation((input: { file: FileRecordAnswer; level: ConfidentialityLevel }) =>
    apiClient.call(fileOperations.update, {
      params: { id_file: input.file.id_file },
      body: { id_paziente: input.file.id_paziente, id_livello_confidenzialita: input.level },
    }),
  );
}

export function useDeleteFileMutation() {
  return useFileMutation((id: number) => apiClient.call(fileOperations.remove, { params: { id } }));
}

/**
 * Downloads a file: asks for its short-lived link (GET /api/getDRoute/{id}) and follows it, so
 * the browser saves the attachment under its name (spec 000 section 7 "Download URL").
 */
export async function downloadFile(file: FileRecordAnswer): Promise<void> {
  const { data: url } = await apiClient.call(fileOperations.downloadLink, { params: { id: file.id_file } });
  followDownload(url, file.file_nome);
}

/**
 * The Kardia recording as a PDF blob address of this page (GET /api/anteprimaKardia/{id}), to open
 * in a new tab. The type is set here, never taken from the answer, so only a PDF is ever shown.
 */
export async function kardiaPreviewUrl(file: FileRecordAnswer): Promise<string> {
  const answer = await apiClient.call(fileOperations.kardiaPreview, { params: { id: file.id_file } });
  return URL.createObjectURL(new Blob([await answer.blob()], { type: 'application/pdf' }));
}

/** The media types the app shows in a preview (as the server serves them inline): PDF and raster images. */
const previewKinds: Readonly<Record<string, 'image' | 'pdf'>> = {
  'application/pdf': 'pdf',
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
};

/** How a file can be shown inside the app, from the type the server read in its bytes; null when it cannot. */
export function previewKindOf(file: Pick<FileRecordAnswer, 'file_type'>): 'image' | 'pdf' | null {
  return previewKinds[file.file_type] ?? null;
}

/**
 * A file's bytes as a blob address of this page, through a short-lived download link, typed with
 * the type the server read in the bytes (never the answer's header), for PreviewDialog.
 */
export async function filePreviewUrl(file: FileRecordAnswer): Promise<string> {
  const { data: url } = await apiClient.call(fileOperations.downloadLink, { params: { id: file.id_file } });
  // The link is the server's own address of the bytes (GET /api/download/{token}), used as given.
  const answer = await apiClient.send('GET', url, { accept: file.file_type });
  return URL.createObjectURL(new Blob([await answer.blob()], { type: file.file_type }));
}
