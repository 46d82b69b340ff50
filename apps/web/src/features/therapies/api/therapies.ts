import {
  diagnosisOperations,
  drugOperations,
  therapyOperations,
  therapyReportOperations,
} from '@cartella/contract';
import type { ConfidentialityLevel, TherapyType } from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { patientRecordKey } from '../../../lib/query-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

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
const therapyKeys = {
  all: ['therapies'] as const,
  list: (patientId: number) => [...therapyKeys.all, patientId] as const,
  drugDetails: (drugId: string) => ['drug-details', drugId] as const,
};

/** All three lists at once (type 3). */
export const therapiesQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: therapyKeys.list(patientId),
    queryFn: async () =>
      (await apiClient.call(therapyOperations.list, { params: { a: patientId, b: 3 } })).data,
  });

export const drugDetailsQueryOptions = (drugId: string) =>
  queryOptions({
    queryKey: therapyKeys.drugDetails(drugId),
    queryFn: async () => (await apiClient.call(drugOperations.details, { params: { id: drugId } })).data,
  });

export async function searchDrugs(search: string, signal: AbortSignal) {
  return (await apiClient.call(drugOperations.search, { body: { search }, signal })).data;
}

export function checkInteractions(drugId: string) {
  return apiClient.call(drugOperations.checkInteractions, { params: { id: drugId } });
}

/** The patient's allergies and intolerances the drug matches (issue #16). */
export async function checkAllergies(patientId: number, drugId: string) {
  return (
    await apiClient.call(diagnosisOperations.allergyCheck, {
      params: { id: patientId, id_farmaco_codifa: drugId },
    })
  ).data;
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
function saveTherapy(body: SaveBody) {
  return apiClient.call(therapyOperations.save, { body });
}

/** Saves the three therapy lists as Terapie.pdf (GET /api/downloadTerapie/{id}). */
export async function downloadTherapyListPdf(patientId: number): Promise<void> {
  const answer = await apiClient.call(therapyReportOperations.print, { params: { id: patientId } });
  saveBlob(await answer.blob(), 'Terapie.pdf');
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
