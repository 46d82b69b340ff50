import { contactOperations } from '@cartella/contract';
import { ContactSaveSchema } from '@cartella/domain';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { reportRefusal, requireOwnPatient } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { contactsOf, saveContact, toContact } from '../services/contacts.ts';

export function contactRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  const lists = [
    [contactOperations.emergencyContacts.path, 'contattiemergenza'],
    [contactOperations.otherContacts.path, 'contattialtro'],
  ] as const;
  for (const [path, collection] of lists) {
    app.get(honoPath(path), async (c) => {
      const patientId = integerParam(c, 'patientId');
      await requireOwnPatient(deps, c, patientId);
      return c.json({ data: await contactsOf(db, patientId, collection) });
    });
  }
  const saves = [
    [contactOperations.saveEmergencyContact.path, 'contattiemergenza'],
    [contactOperations.saveOtherContact.path, 'contattialtro'],
  ] as const;
  for (const [path, collection] of saves) {
    app.post(honoPath(path), async (c) => {
      const patientId = integerParam(c, 'id');
      const { user } = await requireOwnPatient(deps, c, patientId);
      const body = await parseJsonBody(c, ContactSaveSchema);
      const saved = await saveContact(
        db,
        { patientId, authorId: user.id_utente, collection, now: config.now() },
        body,
      );
      if (saved === 'not_own') {
        reportRefusal(deps, c, 'access_denied');
        throw new ApiError('forbidden');
      }
      return c.json({ data: toContact(saved) });
    });
  }
  return app;
}
