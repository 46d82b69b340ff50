import { diagnosisOperations } from '@cartella/contract';
import type { ConfidentialityLevel, DiagnosisInput, DiagnosisState } from '@cartella/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { patientRecordKey } from '../../../lib/query-client.ts';
import { careKeys } from './care.ts';

/** What the diagnosis modal sends (DiagnosisSchema), plus the patient on add. */
export type DiagnosisDraft = DiagnosisInput & { id_diagnosi: number; id_paziente: number };

type DiagnosisCall =
  | { kind: 'save'; body: DiagnosisDraft }
  | { kind: 'move'; id: number; diagnosi_stato: DiagnosisState }
  | { kind: 'lock'; id: number; id_livello_confidenzialita: ConfidentialityLevel }
  | { kind: 'delete'; id: number };

/**
 * The diagnosis calls (spec 001 section 7 and the API reference): add (POST /api/diagnosi), edit
 * (PUT /api/diagnosi/{id}), move (…/stato), lock (…/confidenzialita), delete (DELETE).
 */
function callDiagnosis(call: DiagnosisCall) {
  switch (call.kind) {
    case 'save':
      return call.body.id_diagnosi === 0
        ? apiClient.call(diagnosisOperations.create, { body: call.body })
        : apiClient.call(diagnosisOperations.update, {
            params: { id_diagnosi: call.body.id_diagnosi },
            body: call.body,
          });
    case 'move':
      return apiClient.call(diagnosisOperations.move, {
        params: { id_diagnosi: call.id },
        body: { diagnosi_stato: call.diagnosi_stato },
      });
    case 'lock':
      return apiClient.call(diagnosisOperations.confidentiality, {
        params: { id_diagnosi: call.id },
        body: { id_livello_confidenzialita: call.id_livello_confidenzialita },
      });
    case 'delete':
      return apiClient.call(diagnosisOperations.remove, { params: { id_diagnosi: call.id } });
  }
}

/** Every diagnosis change; afterwards the lists (and the record, which shows allergies) are read again. */
export function useDiagnosisMutation(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: callDiagnosis,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: careKeys.diagnoses(patientId) }),
        queryClient.invalidateQueries({ queryKey: patientRecordKey }),
      ]),
  });
}

/** Classes, ingredients and drugs an allergy can name (POST /api/bersagliAllergia). */
export async function searchAllergyTargets(search: string, signal: AbortSignal) {
  return (await apiClient.call(diagnosisOperations.targets, { body: { search }, signal })).data;
}

/** One choice of that search; `nome_comune` is the brand or common name it was found through. */
export type AllergyTargetOption = Awaited<ReturnType<typeof searchAllergyTargets>>[number];
