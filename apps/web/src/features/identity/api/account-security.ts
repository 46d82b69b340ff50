import { accountSecurityOperations } from '@cartella/contract';
import type { EmailChangeSchema, PasswordChangeSchema } from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { apiClient } from '../../../lib/api-client.ts';

/** Every query key of the account's security, one factory. */
export const accountSecurityKeys = {
  all: ['account-security'] as const,
  sessions: () => [...accountSecurityKeys.all, 'sessions'] as const,
};

/** The caller's open sessions (issue #23). */
export const openSessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountSecurityKeys.sessions(),
    queryFn: async () => (await apiClient.call(accountSecurityOperations.sessions)).data,
  });

export async function changePassword(body: v.InferInput<typeof PasswordChangeSchema>) {
  return (await apiClient.call(accountSecurityOperations.changePassword, { body })).message;
}

export async function changeEmail(body: v.InferInput<typeof EmailChangeSchema>) {
  return (await apiClient.call(accountSecurityOperations.changeEmail, { body })).message;
}

export async function verifyEmailChange(body: { token: string }) {
  return (await apiClient.call(accountSecurityOperations.verifyEmail, { body })).message;
}

/** Ends one session (or, without an id, every other one) and re-reads the list. */
export function useEndSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: number | null) =>
      (sessionId === null
        ? await apiClient.call(accountSecurityOperations.endOtherSessions)
        : await apiClient.call(accountSecurityOperations.endSession, { params: { id_sessione: sessionId } })
      ).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.all }),
  });
}
