import {
  anamnesisOperations,
  anamnesisOperationsBySection,
  type CallInput,
  pregnancyOperations,
} from '@cartella/contract';
import {
  type AnamnesisTextSection,
  anamnesisTextFields,
  type PhysiologicalAnamnesisInput,
  type PregnancyInput,
} from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { patientRecordKey } from '../../../lib/query-client.ts';

export type { AnamnesisVersion, PhysiologicalAnamnesisItem, PregnancyItem } from '@cartella/domain';

/** Every query key of the anamnesis page, one factory: mutations invalidate by these prefixes. */
const anamnesisKeys = {
  all: ['anamnesis'] as const,
  section: (section: string, patientId: number) => [...anamnesisKeys.all, section, patientId] as const,
  version: (section: string, versionId: number) =>
    [...anamnesisKeys.all, section, 'version', versionId] as const,
  pregnancies: (patientId: number) => ['pregnancies', patientId] as const,
};

/** A text section as the page shows it: the text, its version id and date, and the versions. */
export interface TextSectionData {
  text: string;
  current: { id_anamnesi_log: number; dataAggiornamento: string } | null;
  versioni: { id_anamnesi_log: number; dataAggiornamento: string }[];
}

function textOf(data: Record<string, unknown> | null, field: string): string {
  const value = data?.[field];
  return typeof value === 'string' ? value : '';
}

export const textSectionQueryOptions = (section: AnamnesisTextSection, patientId: number) =>
  queryOptions({
    queryKey: anamnesisKeys.section(section, patientId),
    queryFn: async (): Promise<TextSectionData> => {
      const { data, versioni } = await apiClient.call(anamnesisOperationsBySection[section].read, {
        params: { id: patientId },
      });
      return {
        text: textOf(data, anamnesisTextFields[section]),
        current: data && { id_anamnesi_log: data.id_anamnesi_log, dataAggiornamento: data.dataAggiornamento },
        versioni,
      };
    },
  });

/** One earlier version's text. */
export const textVersionQueryOptions = (section: AnamnesisTextSection, versionId: number) =>
  queryOptions({
    queryKey: anamnesisKeys.version(section, versionId),
    queryFn: async () => {
      const { data } = await apiClient.call(anamnesisOperationsBySection[section].version, {
        params: { id_anamnesi_log: versionId },
      });
      return { text: textOf(data, anamnesisTextFields[section]), dataAggiornamento: data.dataAggiornamento };
    },
  });

/** The wire body of a text section's save. */
export function textSectionBody(section: AnamnesisTextSection, text: string): Record<string, string> {
  return { [anamnesisTextFields[section]]: text };
}

/** The save body of a text section: its one text field (the section's schema, as checked). */
export type TextSectionSaveBody = CallInput<
  (typeof anamnesisOperationsBySection)[AnamnesisTextSection]['save']
>['body'];

export function useSaveTextSectionMutation(section: AnamnesisTextSection, patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TextSectionSaveBody) =>
      apiClient.call(anamnesisOperationsBySection[section].save, { params: { id: patientId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: anamnesisKeys.section(section, patientId) }),
  });
}

export const physiologicalQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: anamnesisKeys.section('AnamnesiFisiologica', patientId),
    queryFn: () => apiClient.call(anamnesisOperations.readPhysiological, { params: { id: patientId } }),
  });

export const physiologicalVersionQueryOptions = (versionId: number) =>
  queryOptions({
    queryKey: anamnesisKeys.version('AnamnesiFisiologica', versionId),
    queryFn: async () =>
      (
        await apiClient.call(anamnesisOperations.versionPhysiological, {
          params: { id_anamnesi_log: versionId },
        })
      ).data,
  });

export function useSavePhysiologicalMutation(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PhysiologicalAnamnesisInput) =>
      apiClient.call(anamnesisOperations.savePhysiological, { params: { id: patientId }, body }),
    // Success and failure alike reload the section (spec 001 section 8: "data reloaded").
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: anamnesisKeys.section('AnamnesiFisiologica', patientId) }),
  });
}

export const pregnanciesQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: anamnesisKeys.pregnancies(patientId),
    queryFn: async () => (await apiClient.call(pregnancyOperations.list, { params: { id: patientId } })).data,
  });

/** Id 0 is added with POST; any other id edited with PUT. */
export function useSavePregnancyMutation(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PregnancyInput) =>
      body.id_gravidanza
        ? apiClient.call(pregnancyOperations.update, { params: { id_gravidanza: body.id_gravidanza }, body })
        : apiClient.call(pregnancyOperations.create, { body: { ...body, id_paziente: patientId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: anamnesisKeys.pregnancies(patientId) }),
        queryClient.invalidateQueries({ queryKey: patientRecordKey }),
      ]),
  });
}

export function useDeletePregnancyMutation(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pregnancyId: number) =>
      apiClient.call(pregnancyOperations.remove, { params: { id: pregnancyId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: anamnesisKeys.pregnancies(patientId) }),
        queryClient.invalidateQueries({ queryKey: patientRecordKey }),
      ]),
  });
}
