import {
  AssociationSaveAnswerSchema,
  CareProviderListAnswerSchema,
  type ConfidentialityLevel,
  MailSentAnswerSchema,
  SentMailListAnswerSchema,
  SpecialtyTagListAnswerSchema,
  type VisibilityLevel,
} from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { patientRecordKey } from '../../../lib/query-client.ts';
import { careKeys } from './care.ts';

/** The query keys of the doctor page; the associated doctors are `careKeys.associatedDoctors`. */
export const doctorKeys = {
  available: (patientId: number) => ['available-doctors', patientId] as const,
  tags: ['specialty-tags'] as const,
  sentMails: (patientId: number) => ['sent-mails', patientId] as const,
};

/** The doctors the patient may still add (GET /api/getNAdoctors/{id}, 'Ricerca dottore'). */
export const availableDoctorsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: doctorKeys.available(patientId),
    queryFn: async () => (await apiFetch(`getNAdoctors/${patientId}`, CareProviderListAnswerSchema)).data,
  });

/** The medical-specialty tags (GET /api/tagMedicalSpecialties). */
export const specialtyTagsQueryOptions = () =>
  queryOptions({
    queryKey: doctorKeys.tags,
    queryFn: async () => (await apiFetch('tagMedicalSpecialties', SpecialtyTagListAnswerSchema)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The mail the patient sent (GET /api/sentMails/{id}). */
export const sentMailsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: doctorKeys.sentMails(patientId),
    queryFn: async () => (await apiFetch(`sentMails/${patientId}`, SentMailListAnswerSchema)).data,
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

/** The body of POST /api/dottori (NewDoctorSchema). */
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
export interface MailBody {
  topic: string;
  text: string;
  from: string;
  to: string;
  name: string;
  recName: string;
}

export function saveAssociation(body: AssociationBody) {
  return apiFetch('associatedCareProviders', AssociationSaveAnswerSchema, { method: 'POST', body });
}

export function addOwnDoctor(body: NewDoctorBody) {
  return apiFetch('dottori', AssociationSaveAnswerSchema, { method: 'POST', body });
}

/** Asks a doctor the patient added, again, to accept their mail (issue #34, T3a). */
export function requestDoctorConfirmation(careProviderId: number) {
  return apiFetch(`dottori/${careProviderId}/conferma`, MailSentAnswerSchema, { method: 'POST' });
}

export function sendMail(body: MailBody) {
  return apiFetch('sendMail', MailSentAnswerSchema, { method: 'POST', body });
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
