import { queryOptions } from '@tanstack/react-query';
import { apiFetchUnchecked } from './api-client.ts';
import type { Session, SessionUser } from './session.ts';

/** The answer of GET /api/user/session (and, without the token, of the login). */
export interface SessionAnswer {
  success: { user: SessionUser; expires_at: string };
}

export function sessionFromAnswer(answer: SessionAnswer): Session {
  return { user: answer.success.user, expiresAt: Date.parse(answer.success.expires_at) };
}

/**
 * Who is signed in, asked of the server from the session cookie (the route guard's question).
 * Kept in memory for the page's life; a 401 on any later call signs the patient out.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: async () => sessionFromAnswer(await apiFetchUnchecked<SessionAnswer>('user/session')),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
