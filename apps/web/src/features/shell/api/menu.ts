import { menuOperations } from '@cartella/contract';
import type { MenuAnswer } from '@cartella/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** A menu item as the server answers it. */
export type MenuItem = MenuAnswer['data'][number];

async function loadMenu(userId: number): Promise<MenuItem[]> {
  return (await apiClient.call(menuOperations.menu, { params: { id: userId } })).data;
}

/** Every query key of the shell, one factory. */
const menuKeys = {
  menu: (userId: number) => ['menu', userId] as const,
};

/**
 * The menu, loaded once per page life and kept in memory (the spec's local-storage cache would
 * outlive the session: docs/spec-deviations.md, "Session in a cookie").
 */
export const menuQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: menuKeys.menu(userId),
    queryFn: () => loadMenu(userId),
    staleTime: Number.POSITIVE_INFINITY,
  });
