import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

let passwordHash: Promise<string> | undefined;

/**
 * A fresh account of one test, with the demo password and an e-mail no other test uses, so a test
 * never depends on what another test did to the demo accounts (throttle counters, sessions).
 */
export async function createTestAccount(
  db: Database,
  name = 'paziente',
): Promise<{ email: string; userId: number }> {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const email = `${name}.${randomBytes(6).toString('hex')}@example.org`;
  const [row] = await db
    .insert(users)
    .values({ email, utente_nome: name, password_hash: await passwordHash })
    .returning({ userId: users.id_utente });
  if (row === undefined) throw new Error('The test account was not created');
  return { email, userId: row.userId };
}
