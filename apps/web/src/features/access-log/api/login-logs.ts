import type { LoginLog } from '@cartella/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The caller's own sign-in attempts, newest first (spec part 2, "Access log page"). */
export const loginLogsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['login-logs', userId],
    queryFn: async () =>
      (await apiFetch<{ data: { loginLogs: LoginLog[] } }>(`fetchSecuritySettings/${userId}`)).data.loginLogs,
  });
