import {
  AllergyCheckAnswerSchema,
  type ConfidentialityLevel,
  DrugDetailsAnswerSchema,
  DrugSearchAnswerSchema,
  InteractionCheckAnswerSchema,
  TherapyListAnswerSchema,
  TherapySaveAnswerSchema,
  type TherapyType,
} from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { patientRecordKey } from '../../../lib/query-client.ts';

export type { DrugDetails, DrugOption } from '@cartella/domain';

/** What the therapy modal saves (spec 000 section 3 "Therapy"). */
export interface TherapyDraft {
  id_terapie: number;
  id_paziente: number;
  tipo_terapia: TherapyType;
  id_farmaco_codifa: string;
  prescrittore: string;
  id_prescrittore: number | null;
  quantita_farmaceutica: string;
  frequenza_farmaceutica: string;
  data_inizio: string;
  data_fine: string;
  id_diagnosi: number | null;
  note: string;
  id_livello_confidenzialita: ConfidentialityLevel;
}

/** Every query key of the medications, one factory: mutations invalidate by these prefixes. */
export const therapyKeys = {
  all: ['therapies'] as const,
  list: (patientId: number) => [...therapyKeys.all, patientId] as const,
  drugDetails: (drugId: string) => ['drug-details', drugId] as const,
};

/** All three lists at once (type 3). */
export const therapiesQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: therapyKeys.list(patientId),
    queryFn: async () => (await apiFetch(`getFarmaci/${patientId}/3`, TherapyListAnswerSchema)).data,
  });

export const drugDetailsQueryOptions = (drugId: string) =>
  queryOptions({
    queryKey: therapyKeys.drugDetails(drugId),
    queryFn: async () => (await apiFetch(`farmacoDetails/${drugId}`, DrugDetailsAnswerSchema)).data,
  });

export async function searchDrugs(search: string, signal: AbortSignal) {
  return (
    await apiFetch('farmacifilter', DrugSearchAnswerSchema, { method: 'POST', body: { search }, signal })
  ).data;
}

export function checkInteractions(drugId: string) {
  return apiFetch(`checkInterazioniFarmaco/${drugId}`, InteractionCheckAnswerSchema);
}

/** The patient's allergies and intolerances the drug matches (issue #16). */
export async function checkAllergies(patientId: number, drugId: string) {
  return (await apiFetch(`allergieFarmaco/${patientId}/${drugId}`, AllergyCheckAnswerSchema)).data;
}

/**
 * The add or edit body: the draft with an unlinked prescriber, a missing end date and a forbidden
 * drug's empty note as null, exactly as TherapySchema checks it on both sides.
 */
export type TherapySaveBody = { status: 'add' | 'update' } & Omit<TherapyDraft, 'data_fine' | 'note'> & {
    data_fine: string | null;
    note: string | null;
  };

type SaveBody =
  | TherapySaveBody
  | { status: 'update'; id_paziente: number; id_terapie: number; tipo_terapia: TherapyType; motivo: string }
  | {
      status: 'update';
      id_paziente: number;
      id_terapie: number;
      id_livello_confidenzialita: ConfidentialityLevel;
    }
  | { status: 'delete'; id_paziente: number; id_terapie: number };

/** The single save call for add, edit, move, confidentiality and delete (spec 000 section 7). */
export function saveTherapy(body: SaveBody) {
  return apiFetch('farmaci', TherapySaveAnswerSchema, { method: 'POST', body });
}

export function useSaveTherapyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTherapy,
    // After success, lists are refetched (spec 000 section 4), and so is the patient record.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: therapyKeys.all }),
        queryClient.invalidateQueries({ queryKey: patientRecordKey }),
      ]),
  });
}
