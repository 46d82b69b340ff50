import {
  contactOperations,
  locationOperations,
  patientEditOperations,
  patientOperations,
  referenceOperations,
} from '@cartella/contract';
import {
  type ContactInput,
  type ContactType,
  markPatientForUpdate,
  type Patient,
  type PatientPage,
  refreshCachedPatient,
} from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { patientRecordKey, queryClient } from '../../../lib/query-client.ts';

/** Every query key of the patient record, one factory: mutations invalidate by these prefixes. */
export const patientKeys = {
  all: patientRecordKey,
  record: (patientId: number) => [...patientKeys.all, patientId] as const,
  maritalStatuses: () => ['statimatrimoniali'] as const,
};

/**
 * The record held in memory by TanStack Query (spec part 1 section 3 "Stored in the browser": the
 * spec's local-storage copy would keep the whole record on the device after the session;
 * docs/spec-deviations.md, "Session in a cookie").
 */
function cachedPatient(patientId: number): Patient | null {
  return queryClient.getQueryData<Patient>(patientKeys.record(patientId)) ?? null;
}

async function fetchPatient(patientId: number): Promise<Patient> {
  return (await apiClient.call(patientOperations.patient, { params: { id: patientId } })).data;
}

/** Re-fetches the patient and overwrites only the refreshed fields of the record in memory. */
async function refreshPatient(patientId: number): Promise<Patient> {
  const fresh = await fetchPatient(patientId);
  const cached = cachedPatient(patientId);
  return cached ? refreshCachedPatient(cached, fresh) : fresh;
}

/** The record: fetched once, then served from memory until a save refreshes it (part 2 section 4). */
export const patientQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: patientKeys.record(patientId),
    queryFn: () => fetchPatient(patientId),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Saves the whole record as the spec sends it (part 1 section 7 "Save patient"), status set to update
 * (part 1 section 4), then refreshes it per the cache rules and answers the refreshed record.
 */
async function savePatient(patient: Patient, page: PatientPage): Promise<Patient> {
  await apiClient.call(patientEditOperations.savePatient, {
    params: { id: patient.id_paziente },
    body: { ...markPatientForUpdate(patient), page },
  });
  return refreshPatient(patient.id_paziente);
}

/**
 * Saves the record from an edit modal. The refreshed record replaces the one in memory; a failure
 * the server did not pin on a field re-reads the record, so the screen shows what is stored.
 */
export function useSavePatientMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ patient, page }: { patient: Patient; page: PatientPage }) => savePatient(patient, page),
    onSuccess: (saved) => client.setQueryData(patientKeys.record(saved.id_paziente), saved),
    onError: async (error, { patient }) => {
      if (error instanceof ApiError && error.fields.length > 0) return;
      const fresh = await refreshPatient(patient.id_paziente).catch(() => null);
      if (fresh) client.setQueryData(patientKeys.record(patient.id_paziente), fresh);
    },
  });
}

/** The comuni matching a typed text (GET /api/location/{text}). */
export async function searchCities(text: string, signal: AbortSignal) {
  const answer = await apiClient.call(locationOperations.citySearch, { params: { text }, signal });
  return answer.data;
}

export const maritalStatusesQueryOptions = () =>
  queryOptions({
    queryKey: patientKeys.maritalStatuses(),
    queryFn: async () => (await apiClient.call(referenceOperations.maritalStatuses)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The two contact lists of the record (part 1 section 3 "Contact"). */
export type ContactCollection = 'contattiemergenza' | 'contattialtro';

/**
 * Saves one contact (create when id_contatto is 0, edit, confidentiality, or deletion as type -1).
 * Callers re-read the lists afterwards with `reloadContacts` (part 1 section 3).
 */
export async function saveContact(
  patientId: number,
  collection: ContactCollection,
  contact: Omit<ContactInput, 'id_contatto_tipologia'> & { id_contatto_tipologia: ContactType },
) {
  const operation =
    collection === 'contattiemergenza'
      ? contactOperations.saveEmergencyContact
      : contactOperations.saveOtherContact;
  const answer = await apiClient.call(operation, { params: { id: patientId }, body: contact });
  return answer.data;
}

/** Re-reads one contact list and answers the record in memory with it (null when none is held). */
export async function reloadContacts(
  patientId: number,
  collection: ContactCollection,
): Promise<Patient | null> {
  const operation =
    collection === 'contattiemergenza'
      ? contactOperations.emergencyContacts
      : contactOperations.otherContacts;
  const list = (await apiClient.call(operation, { params: { patientId } })).data;
  const cached = cachedPatient(patientId);
  return cached ? { ...cached, [collection]: list } : null;
}
