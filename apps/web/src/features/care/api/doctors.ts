import { type CallInput, careOperations, doctorOperations } from '@cartella/contract';
import type { ConfidentialityLevel, VisibilityLevel } from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { patientRecordKey } from '../../../lib/query-client.ts';
import { careKeys } from './care.ts';

/** The query keys of the doctor page; the associated doctors are `careKeys.associatedDoctors`. */
const doctorKeys = {
  available: (patientId: number) => ['available-doctors', patientId] as const,
  tags: ['specialty-tags'] as const,
  sentMails: (patientId: number) => ['sent-mails', patientId] as const,
};

/** The doctors the patient may still add (GET /api/getNAdoctors/{id}, 'Ricerca dottore'). */
export const availableDoctorsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: doctorKeys.available(patientId),
    queryFn: async () =>
      (await apiClient.call(careOperations.availableDoctors, { params: { id: patientId } })).data,
  });

/** The medical-specialty tags (GET /api/tagMedicalSpecialties). */
export const specialtyTagsQueryOptions = () =>
  queryOptions({
    queryKey: doctorKeys.tags,
    queryFn: async () => (await apiClient.call(doctorOperations.specialtyTags)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The mail the patient sent (GET /api/sentMails/{id}). */
export const sentMailsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: doctorKeys.sentMails(patientId),
    queryFn: async () =>
      (await apiClient.call(doctorOperations.sentMails, { params: { id: patientId } })).data,
  });

/** The body of POST /api/associatedCareProviders (DoctorAssociationSchema). */
export interface AssociationBody {
  id_paziente: number;
  id_cpp: number;
  id_careprovider: number;
  assegnazione_confidenzialita: ConfidentialityLevel;
  visibility: VisibilityLevel;
  tags: number[];
  status: 'add' | 'update' | 'delete';
}

/**
 * The new-doctor form's draft: NewDoctorSchema's body, except that no specialty may be chosen yet
 * (id_tag null), which the schema refuses before anything is sent.
 */
export interface NewDoctorBody {
  id_paziente: number;
  fullname: string;
  id_tag: number | null;
  email: string;
  contatto_telefono: string;
  contatto_indirizzo: string;
  cpp_localita_iscrizione: string;
}

/** The body of POST /api/sendMail (MailSchema). */
interface MailBody {
  topic: string;
  text: string;
  from: string;
  to: string;
  name: string;
  recName: string;
}

function saveAssociation(body: AssociationBody) {
  return apiClient.call(doctorOperations.saveAssociation, { body });
}

/** The body of POST /api/dottori, once it passed NewDoctorSchema. */
export type NewDoctorRequest = CallInput<typeof doctorOperations.addDoctor>['body'];

export function addOwnDoctor(body: NewDoctorRequest) {
  return apiClient.call(doctorOperations.addDoctor, { body });
}

/** Asks a doctor the patient added, again, to accept their mail (issue #34, T3a). */
function requestDoctorConfirmation(careProviderId: number) {
  return apiClient.call(doctorOperations.requestConfirmation, { params: { id: careProviderId } });
}

function sendMail(body: MailBody) {
  return apiClient.call(doctorOperations.sendMail, { body });
}

/** Re-reads both doctor lists and the patient record (which carries them too). */
export function useReloadDoctors(patientId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: careKeys.associatedDoctors(patientId) }),
      queryClient.invalidateQueries({ queryKey: doctorKeys.available(patientId) }),
      queryClient.invalidateQueries({ queryKey: patientRecordKey }),
    ]);
}

export function useSaveAssociationMutation(patientId: number) {
  const reload = useReloadDoctors(patientId);
  return useMutation({ mutationFn: saveAssociation, onSettled: reload });
}

export function useRequestConfirmationMutation(patientId: number) {
  const reload = useReloadDoctors(patientId);
  return useMutation({ mutationFn: requestDoctorConfirmation, onSettled: reload });
}

export function useSendMailMutation(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: doctorKeys.sentMails(patientId) }),
  });
}
