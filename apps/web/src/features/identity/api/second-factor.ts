import { operationUrl, secondFactorOperations, userOperations } from '@cartella/contract';
import type { LinkedIdentityListAnswerSchema } from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { apiClient } from '../../../lib/api-client.ts';
import { accountSecurityKeys } from './account-security.ts';

/** What protects the caller's sign-in (issue #23): app codes, recovery codes left, passkeys. */
export const secondFactorQueryOptions = () =>
  queryOptions({
    queryKey: [...accountSecurityKeys.all, 'second-factor'] as const,
    queryFn: async () => (await apiClient.call(secondFactorOperations.status)).data,
  });

/** With the current password, a new secret for the app (not in force until confirmed). */
export async function setUpTotp(current_password: string) {
  return (await apiClient.call(secondFactorOperations.totpSetup, { body: { current_password } })).data;
}

/** Turns app codes on with the first code; answers the recovery codes, shown once. */
export async function confirmTotp(codice: string) {
  return (await apiClient.call(secondFactorOperations.totpConfirm, { body: { codice } })).data.recovery_codes;
}

/** New recovery codes in place of the old ones, with the current password. */
export async function renewRecoveryCodes(current_password: string) {
  return (await apiClient.call(secondFactorOperations.recoveryCodes, { body: { current_password } })).data
    .recovery_codes;
}

/** Turns app codes (and their recovery codes) off, with the current password. */
export async function disableTotp(current_password: string) {
  return (await apiClient.call(secondFactorOperations.totpDisable, { body: { current_password } })).message;
}

/** Removes one of the caller's passkeys and re-reads what protects the sign-in. */
export function useRemovePasskeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiClient.call(secondFactorOperations.passkeyRemove, { params: { id_passkey: id } })).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.all }),
  });
}

/** A provider identity linked to the caller's account (GET /api/user/oauth/links). */
export type LinkedIdentity = v.InferOutput<typeof LinkedIdentityListAnswerSchema>['data'][number];

/** The provider identities linked to the caller's account (issue #23). */
export const linkedIdentitiesQueryOptions = () =>
  queryOptions({
    queryKey: [...accountSecurityKeys.all, 'provider-links'] as const,
    queryFn: async () => (await apiClient.call(userOperations.oidcLinks)).data,
  });

/** Removes one of the caller's provider links and re-reads the list. */
export function useUnlinkMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiClient.call(userOperations.oidcUnlink, { params: { id } })).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.all }),
  });
}

/** The OpenID provider configured on the server, or null (then there is nothing to link). */
export const oidcProviderQueryOptions = () =>
  queryOptions({
    queryKey: [...accountSecurityKeys.all, 'provider'] as const,
    queryFn: async () => (await apiClient.call(userOperations.oidcProvider)).data,
  });

/** Where the browser goes to link the provider identity: the server redirects on to the provider. */
export const providerLinkUrl = () => operationUrl(userOperations.oidcLink);
