import { userOperations } from '@cartella/contract';
import type { SessionAnswer } from '@cartella/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, translatedError } from './api-client.ts';
import type { Session } from './session.ts';

/** The session of a login or session answer; an account without a patient record has no page here. */
export function sessionFromAnswer(answer: SessionAnswer): Session {
  const { user, expires_at } = answer.success;
  if (user.id_paziente === null) throw translatedError(403, 'forbidden');
  return { user: { ...user, id_paziente: user.id_paziente }, expiresAt: Date.parse(expires_at) };
}

/**
 * Who is signed in, asked of the server from the session cookie (the route guard's question).
 * Kept in memory for the page's life; a 401 on any later call signs the patient out.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: async () => sessionFromAnswer(await apiClient.call(userOperations.session)),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/**
 * Tells the server the patient is still there, so its own 600-second idle limit slides; a 401
 * signs the page out through the client's handler, any other failure is ignored.
 */
export function keepSessionAlive(): void {
  apiClient.call(userOperations.session).catch(() => {});
}
