import {
  type AnamnesisTextSection,
  anamnesisTextFields,
  FamilyAnamnesisAnswerSchema,
  FamilyAnamnesisVersionAnswerSchema,
  PhysiologicalAnamnesisAnswerSchema,
  type PhysiologicalAnamnesisInput,
  PhysiologicalAnamnesisVersionAnswerSchema,
  PregnancyAnswerSchema,
  PregnancyDeleteAnswerSchema,
  type PregnancyInput,
  PregnancyListAnswerSchema,
  RecentAnamnesisAnswerSchema,
  RecentAnamnesisVersionAnswerSchema,
  RemoteAnamnesisAnswerSchema,
  RemoteAnamnesisVersionAnswerSchema,
} from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { patientRecordKey } from '../../../lib/query-client.ts';

export type { AnamnesisVersion, PhysiologicalAnamnesisItem, PregnancyItem } from '@cartella/domain';

/** Every query key of the anamnesis page, one factory: mutations invalidate by these prefixes. */
export const anamnesisKeys = {
  all: ['anamnesis'] as const,
  section: (section: string, patientId: number) => [...anamnesisKeys.all, section, patientId] as const,
  version: (section: string, versionId: number) =>
    [...anamnesisKeys.all, section, 'version', versionId] as const,
  pregnancies: (patientId: number) => ['pregnancies', patientId] as const,
};

/** Each text section: its read path, the answer schemas and the wire name of its text. */
const textSections = {
  AnamnesiFamiliare: {
    read: 'getAnamnesiFm',
    answer: FamilyAnamnesisAnswerSchema,
    version: FamilyAnamnesisVersionAnswerSchema,
  },
  AnamnesiRemota: {
    read: 'getAnamnesiRm',
    answer: RemoteAnamnesisAnswerSchema,
    version: RemoteAnamnesisVersionAnswerSchema,
  },
  AnamnesiProssima: {
    read: 'getAnamnesiPr',
    answer: RecentAnamnesisAnswerSchema,
    version: RecentAnamnesisVersionAnswerSchema,
  },
} as const;

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
      const { read, answer } = textSections[section];
      const { data, versioni } = await apiFetch(`${read}/${patientId}`, answer);
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
      const { data } = await apiFetch(
        `anamnesi/${section}/versioni/${versionId}`,
        textSections[section].version,
      );
      return { text: textOf(data, anamnesisTextFields[section]), dataAggiornamento: data.dataAggiornamento };
    },
  });

/** The wire body of a text section's save. */
export function textSectionBody(section: AnamnesisTextSection, text: string): Record<string, string> {
  return { [anamnesisTextFields[section]]: text };
}

export function useSaveTextSectionMutation(section: AnamnesisTextSection, patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, string>) =>
      apiFetch(`anamnesi/${section}/${patientId}`, textSections[section].answer, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: anamnesisKeys.section(section, patientId) }),
  });
}

export const physiologicalQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: anamnesisKeys.section('AnamnesiFisiologica', patientId),
    queryFn: () => apiFetch(`getAnamnesiFisiologica/${patientId}`, PhysiologicalAnamnesisAnswerSchema),
  });

export const physiologicalVersionQueryOptions = (versionId: number) =>
  queryOptions({
    queryKey: anamnesisKeys.version('AnamnesiFisiologica', versionId),
    queryFn: async () =>
      (
        await apiFetch(
          `anamnesi/AnamnesiFisiologica/versioni/${versionId}`,
          PhysiologicalAnamnesisVersionAnswerSchema,
        )
      ).data,
  });

export function useSavePhysiologicalMutation(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PhysiologicalAnamnesisInput) =>
      apiFetch(`anamnesi/AnamnesiFisiologica/${patientId}`, PhysiologicalAnamnesisAnswerSchema, {
        method: 'PUT',
        body,
      }),
    // Success and failure alike reload the section (spec 001 section 8: "data reloaded").
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: anamnesisKeys.section('AnamnesiFisiologica', patientId) }),
  });
}

export const pregnanciesQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: anamnesisKeys.pregnancies(patientId),
    queryFn: async () => (await apiFetch(`getGravidanze/${patientId}`, PregnancyListAnswerSchema)).data,
  });

/** Id 0 is added with POST; any other id edited with PUT. */
export function useSavePregnancyMutation(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PregnancyInput) =>
      body.id_gravidanza
        ? apiFetch(`gravidanze/${body.id_gravidanza}`, PregnancyAnswerSchema, { method: 'PUT', body })
        : apiFetch('gravidanze', PregnancyAnswerSchema, {
            method: 'POST',
            body: { ...body, id_paziente: patientId },
          }),
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
      apiFetch(`gravidanze/${pregnancyId}`, PregnancyDeleteAnswerSchema, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: anamnesisKeys.pregnancies(patientId) }),
        queryClient.invalidateQueries({ queryKey: patientRecordKey }),
      ]),
  });
}
