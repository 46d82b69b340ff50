import { securityOperations } from '@cartella/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The caller's own sign-in attempts, newest first (spec part 2, "Access log page"). */
/** Every query key of the access log, one factory. */
const loginLogKeys = {
  list: (userId: number) => ['login-logs', userId] as const,
};

export const loginLogsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: loginLogKeys.list(userId),
    queryFn: async () =>
      (await apiClient.call(securityOperations.fetchSecuritySettings, { params: { id: userId } })).data
        .loginLogs,
  });

/** Issue #22: the openings of the patient's share links, newest first (same answer). */
export const shareOpeningsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['login-logs', userId, 'share-openings'] as const,
    queryFn: async () =>
      (await apiClient.call(securityOperations.fetchSecuritySettings, { params: { id: userId } })).data
        .apertureLink ?? [],
  });
