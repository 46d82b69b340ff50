import { DELETED_ACCOUNT_RETENTION_DAYS, RETENTION_CONSENT_TREATMENT_ID } from '@cartella/domain';
import { hasConsent } from '../db/repositories/account.ts';
import { compactAfterDeletion, deleteAccount } from '../db/repositories/account-deletion.ts';
import type { RouteDeps } from '../env.ts';
import { sha256Hex } from '../lib/tokens.ts';
import { confirmPasswordAndCode } from './second-factor.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * PUT /api/destroyUser/{id_utente} (spec 001 section 4 "Account deletion"): confirmed with the
 * current password and, with app codes on, a code (issue #34 T4), the account and every row
 * that names the person go; with the consent to treatment 15 a pseudonymised copy stays a year.
 * Answers whether that copy was kept.
 */
export async function deleteOwnAccount(
  deps: Pick<RouteDeps, 'db' | 'config'>,
  userId: number,
  body: { current_password: string; codice?: string | undefined },
): Promise<{ retained: boolean }> {
  const { db, config } = deps;
  const { email } = await confirmPasswordAndCode(deps, userId, body);
  const now = config.now();
  const retained = await hasConsent(db, userId, RETENTION_CONSENT_TREATMENT_ID);
  const purgeAfter = new Date(now.getTime() + DELETED_ACCOUNT_RETENTION_DAYS * DAY_MS);
  await deleteAccount(db, userId, { retain: retained, now, purgeAfter, accountKey: sha256Hex });
  // Issue #34 T5: the deleted rows' bytes should not wait for autovacuum in the table files and
  // the WAL, nor the person's mail in the outbox. The account is gone either way: a failure here
  // (CHECKPOINT needs a privileged role on PostgreSQL) leaves the rest to autovacuum.
  await config.mailer.forget(email);
  await compactAfterDeletion(db).catch(() => undefined);
  return { retained };
}
