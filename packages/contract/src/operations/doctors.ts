import {
  AssociationSaveAnswerSchema,
  DoctorAssociationSchema,
  EmailVerificationSchema,
  IdentityMessageAnswerSchema,
  MailSchema,
  MailSentAnswerSchema,
  NewDoctorSchema,
  SentMailListAnswerSchema,
  SpecialtyTagListAnswerSchema,
} from '@cartella/domain';
import { callerPatientId, defineOperation } from '../operation.ts';

/**
 * A patient's doctors and the mail to them (spec 000 sections 5, 7, 8 and 9; issue 18). The two
 * lists are GET /api/getAscDoctors/{id} and /api/getNAdoctors/{id} in care.ts.
 */
export const doctorOperations = {
  saveAssociation: defineOperation({
    method: 'post',
    path: '/api/associatedCareProviders',
    operationId: 'saveDoctorAssociation',
    tag: 'Doctors',
    summary: "Add, edit or remove one of the caller's doctors",
    description:
      'Spec 000 section 7 "Add/remove/update association" and section 5 "Doctor edit". `status` ' +
      '`add`: id_careprovider (a doctor of the directory, or one the caller added) becomes associated ' +
      'with confidentiality 1 and visibility 2 (section 9), whatever the body says; 409 when already ' +
      "associated. `update`: id_cpp (and its id_careprovider) of one of the caller's associations; " +
      'assegnazione_confidenzialita and visibility are saved; with visibility 3 the tags (required, ' +
      'each an existing specialty tag) are the specialties the doctor may see, otherwise the tags ' +
      "answered are every tag. `delete`: removes the association. Another patient's ids answer 403. " +
      "The message is 'Hai aggiunto un dottore!', 'Hai aggiornato con successo il livello di " +
      "confidenzialità!' or 'Hai rimosso con successo il medico associato!' (section 8), in the " +
      "caller's language; data is the association, or null after a delete.",
    requestBody: DoctorAssociationSchema,
    response: AssociationSaveAnswerSchema,
    errors: ['forbidden', 'conflict'],
  }),
  addDoctor: defineOperation({
    method: 'post',
    path: '/api/dottori',
    operationId: 'addOwnDoctor',
    tag: 'Doctors',
    summary: 'Add a doctor who is not in the directory and associate them',
    description:
      'Spec 000 section 7 lists POST /api/dottori without its body; here it adds the doctor a ' +
      'patient brings (their family doctor): name, specialty (one specialty tag), e-mail, optional ' +
      'phone, address and locality. Only the caller sees this doctor; the association starts with ' +
      "confidentiality 1 and visibility 2. Answers 'Hai aggiunto un dottore!' and the association. " +
      "The doctor is mailed a request to accept the caller's mail (issue #34, T3a); until they " +
      'accept, `care_provider.email_confermata` is false and sendMail to them is 409.',
    requestBody: NewDoctorSchema,
    response: AssociationSaveAnswerSchema,
    errors: ['forbidden'],
  }),
  requestConfirmation: defineOperation({
    method: 'post',
    path: '/api/dottori/{id}/conferma',
    operationId: 'requestDoctorConfirmation',
    tag: 'Doctors',
    summary: 'Ask a doctor the caller added, again, to accept their mail',
    description:
      'Issue #34 (T3a). Mails the doctor a neutral request with a link (7 days, single use) that ' +
      'carries nothing the patient typed. At most one request an hour per doctor, and the ' +
      'server-wide caps MAIL_RECIPIENT_DAILY_LIMIT and MAIL_SERVER_DAILY_LIMIT (429 with ' +
      'Retry-After). 403 for a doctor the caller did not add; 409 when the doctor already accepted.',
    pathParams: { id: 'id_careprovider of a doctor the caller added' },
    response: MailSentAnswerSchema,
    errors: ['forbidden', 'conflict', 'rate_limited', 'mail_failed'],
  }),
  confirm: defineOperation({
    method: 'post',
    path: '/api/dottori/conferma',
    operationId: 'confirmDoctorEmail',
    tag: 'Doctors',
    summary: "A doctor accepts a patient's mail through the mailed link",
    description:
      'Issue #34 (T3a). The token of the link, used once within 7 days, lets the patient who added ' +
      'the doctor write to the address. An unknown, expired or used token is 400 with `link_invalid` ' +
      'on `token`. The web page asks for a button press, so a mail scanner opening the link does not use it.',
    public: true,
    requestBody: EmailVerificationSchema,
    response: IdentityMessageAnswerSchema,
    errors: ['validation_failed', 'forbidden'],
  }),
  specialtyTags: defineOperation({
    method: 'get',
    path: '/api/tagMedicalSpecialties',
    operationId: 'listSpecialtyTags',
    tag: 'Doctors',
    summary: 'The medical-specialty tags, by name',
    description:
      "Spec 000 section 3 tag_medical_specialties: the tags of visibility 3 ('Parziale') and the " +
      'specialties of a doctor a patient adds.',
    response: SpecialtyTagListAnswerSchema,
    errors: [],
  }),
  sendMail: defineOperation({
    method: 'post',
    path: '/api/sendMail',
    operationId: 'sendMail',
    tag: 'Doctors',
    summary: "Send a mail to one of the caller's doctors",
    description:
      'Spec 000 section 7 "Mail" (body topic, text, from, to, name, recName). The server decides ' +
      "the recipient: `to` must be the e-mail of one of the caller's associated doctors (else 403, " +
      'never an open relay); the stored name and address of that doctor are used, and `from`, ' +
      "`name` and `recName` are not trusted. The message leaves from the server's MAIL_FROM with the " +
      "caller's account address in Reply-To. At most MAIL_DAILY_LIMIT (20) mails in 24 hours (429 " +
      'with Retry-After). 502 `mail_failed` when the mail server refuses it or does not answer; such ' +
      'a mail is not counted or listed. A doctor the caller added (not in the directory) must first ' +
      'accept through the mailed link, else 409 (issue #34, T3a); every patient-caused mail counts ' +
      'against MAIL_RECIPIENT_DAILY_LIMIT per address and MAIL_SERVER_DAILY_LIMIT in total (429).',
    requestBody: MailSchema,
    response: MailSentAnswerSchema,
    errors: ['forbidden', 'conflict', 'rate_limited', 'mail_failed'],
  }),
  sentMails: defineOperation({
    method: 'get',
    path: '/api/sentMails/{id}',
    operationId: 'listSentMails',
    tag: 'Doctors',
    summary: "The caller's sent mail: date, recipient and subject, newest first",
    description: 'Issue 18: the text of a mail is not kept.',
    pathParams: callerPatientId,
    response: SentMailListAnswerSchema,
    errors: ['forbidden'],
  }),
} as const;
