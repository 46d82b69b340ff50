import type { AssociatedDoctor, Diagnosis } from '@cartella/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The patient's diagnoses, allergies and intolerances (GET /api/diagnosiPatient/{id}, spec 001 section 7). */
export const diagnosesQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: ['diagnoses', patientId],
    queryFn: async () => (await apiFetch<{ data: Diagnosis[] }>(`diagnosiPatient/${patientId}`)).data,
  });

/** The doctors associated with the patient (GET /api/getAscDoctors/{id}, spec 000 section 7). */
export const associatedDoctorsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: ['associated-doctors', patientId],
    queryFn: async () => (await apiFetch<{ data: AssociatedDoctor[] }>(`getAscDoctors/${patientId}`)).data,
  });
