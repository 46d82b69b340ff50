import type { MenuItem } from '@cartella/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export type { MenuItem } from '@cartella/domain';

const MENU_KEY = 'menu';

/** The menu stored in the browser, if any (spec: cached, loaded from the server only if absent). */
export function storedMenu(): MenuItem[] | null {
  const text = localStorage.getItem(MENU_KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as MenuItem[];
  } catch {
    return null;
  }
}

export async function loadMenu(userId: number): Promise<MenuItem[]> {
  const cached = storedMenu();
  if (cached) return cached;
  const answer = await apiFetch<{ data: MenuItem[] }>(`menu/${userId}`);
  localStorage.setItem(MENU_KEY, JSON.stringify(answer.data));
  return answer.data;
}

export const menuQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['menu', userId],
    queryFn: () => loadMenu(userId),
    staleTime: Number.POSITIVE_INFINITY,
  });
