import { userOperations } from '@cartella/contract';
import { apiClient } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session.ts';

/** Ends the session on the server (best effort; it clears the cookie) and clears the browser's storage. */
export async function logout(): Promise<void> {
  try {
    await apiClient.call(userOperations.logout);
  } catch {
    // The session may already be expired or revoked; the local state is cleared either way.
  }
  clearSession();
}
