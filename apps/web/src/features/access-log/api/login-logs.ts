import type { LoginLog } from '@cartella/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetchUnchecked } from '../../../lib/api-client.ts';

/** The caller's own sign-in attempts, newest first (spec part 2, "Access log page"). */
/** Every query key of the access log, one factory. */
export const loginLogKeys = {
  list: (userId: number) => ['login-logs', userId] as const,
};

export const loginLogsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: loginLogKeys.list(userId),
    queryFn: async () =>
      (await apiFetchUnchecked<{ data: { loginLogs: LoginLog[] } }>(`fetchSecuritySettings/${userId}`)).data
        .loginLogs,
  });
