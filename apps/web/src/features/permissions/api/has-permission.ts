import type { PermissionKey } from '@cartella/domain';
import { apiFetchUnchecked } from '../../../lib/api-client.ts';

/** Asks the server whether the caller's licence grants a permission (spec part 1 section 7). */
export async function hasPermission(key: PermissionKey): Promise<boolean> {
  const answer = await apiFetchUnchecked<{ data: { data: boolean } }>('security/hasPermission', {
    method: 'POST',
    body: { data: key },
  });
  return answer.data.data === true;
}
