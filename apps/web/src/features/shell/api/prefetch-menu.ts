import { queryClient } from '../../../lib/query-client.ts';
import { menuQueryOptions } from './menu.ts';

/**
 * Loads the menu into the query cache before the signed-in shell first paints (routes/_auth.tsx),
 * so the submenu is there from the start instead of pushing the page down when it arrives.
 */
export async function prefetchMenu(userId: number): Promise<void> {
  await queryClient.ensureQueryData(menuQueryOptions(userId));
}
