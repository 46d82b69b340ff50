import { careOperations } from '@cartella/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Every query key of the care data, one factory. */
export const careKeys = {
  diagnoses: (patientId: number) => ['diagnoses', patientId] as const,
  associatedDoctors: (patientId: number) => ['associated-doctors', patientId] as const,
};

/** The patient's diagnoses, allergies and intolerances (GET /api/diagnosiPatient/{id}, spec 001 section 7). */
export const diagnosesQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: careKeys.diagnoses(patientId),
    queryFn: async () => (await apiClient.call(careOperations.diagnoses, { params: { id: patientId } })).data,
  });

/** The doctors associated with the patient (GET /api/getAscDoctors/{id}, spec 000 section 7). */
export const associatedDoctorsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: careKeys.associatedDoctors(patientId),
    queryFn: async () =>
      (await apiClient.call(careOperations.associatedDoctors, { params: { id: patientId } })).data,
  });
