import { ACCESS_LOG_LIMIT } from '@cartella/contract';
import type { Database } from '../db/client.ts';
import { findAttemptsOfUser } from '../db/repositories/login-attempts.ts';
import { listShareLinkOpeningsOfUser } from '../db/repositories/share-links.ts';
import { localDateTime } from '../lib/time.ts';
import { recipientAnswer } from './share-links.ts';

/**
 * The account's access log: its latest sign-in attempts, dated in the server's time zone, and the
 * openings of its patient's share links (issue #22), each at most ACCESS_LOG_LIMIT.
 */
export async function accessLogOf(db: Database, userId: number, timeZone: string) {
  const attempts = await findAttemptsOfUser(db, userId, ACCESS_LOG_LIMIT);
  const loginLogs = attempts.map((row) => {
    const { date, time } = localDateTime(row.created_at, timeZone);
    return {
      id_audit: row.id_audit,
      audit_data: date,
      audit_time: time,
      dispositivo: row.dispositivo,
      audit_ip: row.audit_ip,
      esito: row.esito,
    };
  });
  const apertureLink = (await listShareLinkOpeningsOfUser(db, userId, ACCESS_LOG_LIMIT)).map(
    ({ destinatario, ...row }) => ({
      ...row,
      ...recipientAnswer(destinatario),
      aperto_il: row.aperto_il.toISOString(),
    }),
  );
  return { loginLogs, apertureLink };
}
