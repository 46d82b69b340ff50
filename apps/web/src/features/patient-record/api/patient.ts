import { type Patient, refreshCachedPatient } from '@cartella/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

const PATIENT_KEY = 'patient';

/** The record cached in the browser (spec part 1 section 3 "Stored in the browser"). */
export function cachedPatient(): Patient | null {
  const text = localStorage.getItem(PATIENT_KEY);
  if (!text || text === 'null') return null;
  try {
    return JSON.parse(text) as Patient;
  } catch {
    return null;
  }
}

function cachePatient(patient: Patient): void {
  localStorage.setItem(PATIENT_KEY, JSON.stringify(patient));
}

export async function fetchPatient(patientId: number): Promise<Patient> {
  const answer = await apiFetch<{ data: Patient }>(`patient/${patientId}`);
  cachePatient(answer.data);
  return answer.data;
}

/**
 * The record: a cached record (not null) is used without calling the server; otherwise it is
 * fetched and the fetch rewrites the cache (spec part 1 section 3; part 2 section 4).
 */
export async function loadPatient(patientId: number): Promise<Patient> {
  const cached = cachedPatient();
  if (cached && cached.id_paziente === patientId) return cached;
  return fetchPatient(patientId);
}

/** Re-fetches the patient and overwrites only the refreshed fields of the cached record. */
export async function refreshPatient(patientId: number): Promise<Patient> {
  const fresh = (await apiFetch<{ data: Patient }>(`patient/${patientId}`)).data;
  const cached = cachedPatient();
  if (!cached || cached.id_paziente !== patientId) {
    cachePatient(fresh);
    return fresh;
  }
  const merged = refreshCachedPatient(cached, fresh);
  cachePatient(merged);
  return merged;
}

export const patientQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: ['patient', patientId],
    queryFn: () => loadPatient(patientId),
    staleTime: Number.POSITIVE_INFINITY,
  });
