import { doctorOperations } from '@cartella/contract';
import {
  DoctorAssociationSchema,
  doctorConfirmationMessages,
  EmailVerificationSchema,
  localeFromAcceptLanguage,
  MailSchema,
  mailDoctorNotConfirmed,
  mailRecipientNotOwnDoctor,
  NewDoctorSchema,
  successMessages,
  translate,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { isCrossSiteRequest } from '../lib/origin.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { reportRefusal, requireOwnPatient } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { confirmDoctorEmail, requestDoctorConfirmation } from '../services/doctor-confirmation.ts';
import {
  addAssociation,
  addPatientDoctor,
  removeAssociation,
  specialtyTags,
  updateAssociationOf,
} from '../services/doctors.ts';
import { sendMailToDoctor, sentMailsOf } from '../services/mail.ts';

function localeOf(c: Context<AppEnv>) {
  return localeFromAcceptLanguage(c.req.header('accept-language'));
}

export function doctorRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  const refuse = (c: Context<AppEnv>): never => {
    reportRefusal(deps, c, 'access_denied');
    throw new ApiError('forbidden');
  };

  app.post(honoPath(doctorOperations.saveAssociation.path), async (c) => {
    const body = await parseJsonBody(c, DoctorAssociationSchema);
    await requireOwnPatient(deps, c, body.id_paziente);
    const locale = localeOf(c);
    if (body.status === 'delete') {
      if ((await removeAssociation(db, body.id_paziente, body)) === 'not_own') return refuse(c);
      return c.json({ message: translate(successMessages.doctorRemoved, locale), data: null });
    }
    const saved =
      body.status === 'add'
        ? await addAssociation(db, body.id_paziente, body, locale)
        : await updateAssociationOf(db, body.id_paziente, body, locale);
    if (saved === 'not_own') return refuse(c);
    const message =
      body.status === 'add' ? successMessages.doctorAdded : successMessages.doctorConfidentialityUpdated;
    return c.json({ message: translate(message, locale), data: saved });
  });

  app.post(honoPath(doctorOperations.addDoctor.path), async (c) => {
    const body = await parseJsonBody(c, NewDoctorSchema);
    await requireOwnPatient(deps, c, body.id_paziente);
    const caller = { userId: c.get('session').userId, locale: localeOf(c) };
    const saved = await addPatientDoctor(deps, caller, body.id_paziente, body);
    return c.json({ message: translate(successMessages.doctorAdded, localeOf(c)), data: saved });
  });

  app.get(honoPath(doctorOperations.specialtyTags.path), async (c) => {
    return c.json({ data: await specialtyTags(db, localeOf(c)) });
  });

  app.post(honoPath(doctorOperations.sendMail.path), async (c) => {
    const body = await parseJsonBody(c, MailSchema);
    const locale = localeOf(c);
    const outcome = await sendMailToDoctor(deps, { userId: c.get('session').userId, locale }, body);
    if (outcome === 'not_own_doctor') {
      reportRefusal(deps, c, 'access_denied');
      throw new ApiError('forbidden', { message: mailRecipientNotOwnDoctor });
    }
    if (outcome === 'not_confirmed') throw new ApiError('conflict', { message: mailDoctorNotConfirmed });
    outcome satisfies 'sent';
    return c.json({ message: translate(successMessages.mailSent, locale) });
  });

  app.post(honoPath(doctorOperations.requestConfirmation.path), async (c) => {
    const locale = localeOf(c);
    const caller = { userId: c.get('session').userId, locale };
    const outcome = await requestDoctorConfirmation(deps, caller, integerParam(c, 'id'));
    if (outcome === 'not_own') return refuse(c);
    if (outcome === 'already_confirmed') throw new ApiError('conflict');
    outcome satisfies 'sent';
    return c.json({ message: translate(doctorConfirmationMessages.requestSent, locale) });
  });

  app.post(honoPath(doctorOperations.confirm.path), async (c) => {
    // Another site's page must not drive the doctor's acceptance (the rule of the identity forms).
    if (isCrossSiteRequest(c, deps.config.trustProxy)) return refuse(c);
    const body = await parseJsonBody(c, EmailVerificationSchema);
    await confirmDoctorEmail(deps, body.token);
    return c.json({ message: translate(doctorConfirmationMessages.confirmed, localeOf(c)) });
  });

  app.get(honoPath(doctorOperations.sentMails.path), async (c) => {
    const patientId = integerParam(c, 'id');
    await requireOwnPatient(deps, c, patientId);
    return c.json({ data: await sentMailsOf(db, patientId) });
  });
  return app;
}
