import type { LoginAnswer } from '@cartella/domain';
import { MENU_WAIT_INTERVAL_MS, MENU_WAIT_POLLS } from '@cartella/domain';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Puts the signed-in session in memory and waits for the menu, polling up to 6 times one second
 * apart (spec part 2, section 4 "Email login"), then lets the caller navigate whatever happened.
 * The login route composes it: the auth feature signs in, the shell feature owns the menu.
 */
export async function prepareShell(answer: LoginAnswer): Promise<void> {
  // Loaded on sign-in, not with the page: the login page stays within its size budget.
  const [{ queryClient }, { sessionFromAnswer, sessionQueryOptions }, { menuQueryOptions }] =
    await Promise.all([
      import('../../../lib/query-client.ts'),
      import('../../../lib/session-query.ts'),
      import('../../../features/shell/api/menu.ts'),
    ]);
  queryClient.setQueryData(sessionQueryOptions().queryKey, sessionFromAnswer(answer));
  const menu = menuQueryOptions(answer.success.user.id_utente);
  const loading = queryClient.prefetchQuery(menu);
  for (let poll = 0; poll < MENU_WAIT_POLLS; poll += 1) {
    if (queryClient.getQueryData(menu.queryKey)) return;
    await Promise.race([loading, sleep(MENU_WAIT_INTERVAL_MS)]);
  }
}
