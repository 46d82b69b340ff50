import { type ConsentUpdateSchema, LOCKED_CONSENT_TREATMENT_ID, type Locale } from '@cartella/domain';
import type * as v from 'valibot';
import type { Database } from '../db/client.ts';
import { listConsents, saveConsent, treatmentExists } from '../db/repositories/account.ts';
import { fieldError } from '../lib/request-body.ts';

/** The account's consents (issue #24; spec 000 section 6): the route checks the caller is the user. */

/** Every treatment with the user's consent, its texts in the caller's language. */
export function consentsOf(db: Database, userId: number, locale: Locale) {
  return listConsents(db, userId, locale);
}

/**
 * Gives or refuses one consent and answers the whole list: an unknown treatment is 400
 * option_invalid on Id_Trattamento, and the locked treatment cannot be refused (400 on Consenso).
 */
export async function updateConsent(
  db: Database,
  userId: number,
  body: v.InferOutput<typeof ConsentUpdateSchema>,
  { now, locale }: { now: Date; locale: Locale },
) {
  if (!(await treatmentExists(db, body.Id_Trattamento))) fieldError('Id_Trattamento', 'option_invalid');
  if (body.Id_Trattamento === LOCKED_CONSENT_TREATMENT_ID && !body.Consenso) {
    fieldError('Consenso', 'option_invalid');
  }
  await saveConsent(db, userId, body.Id_Trattamento, body.Consenso, now);
  return listConsents(db, userId, locale);
}
