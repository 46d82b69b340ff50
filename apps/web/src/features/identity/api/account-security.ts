import {
  type EmailChangeSchema,
  IdentityMessageAnswerSchema,
  type PasswordChangeSchema,
  SessionListAnswerSchema,
} from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { apiFetch } from '../../../lib/api-client.ts';

/** Every query key of the account's security, one factory. */
export const accountSecurityKeys = {
  all: ['account-security'] as const,
  sessions: () => [...accountSecurityKeys.all, 'sessions'] as const,
};

/** The caller's open sessions (issue #23). */
export const openSessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountSecurityKeys.sessions(),
    queryFn: async () => (await apiFetch('user/sessions', SessionListAnswerSchema)).data,
  });

async function post(path: string, body?: unknown): Promise<string> {
  const options = body === undefined ? { method: 'POST' as const } : { method: 'POST' as const, body };
  return (await apiFetch(path, IdentityMessageAnswerSchema, options)).message;
}

export function changePassword(body: v.InferInput<typeof PasswordChangeSchema>) {
  return post('user/password/change', body);
}

export function changeEmail(body: v.InferInput<typeof EmailChangeSchema>) {
  return post('user/email/change', body);
}

export function verifyEmailChange(body: { token: string }) {
  return post('user/email/verify', body);
}

/** Ends one session (or, without an id, every other one) and re-reads the list. */
export function useEndSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: number | null) =>
      sessionId === null
        ? post('user/sessions/end-others')
        : (await apiFetch(`user/sessions/${sessionId}`, IdentityMessageAnswerSchema, { method: 'DELETE' }))
            .message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.all }),
  });
}
