import { HasPermissionAnswerSchema, type PermissionKey } from '@cartella/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** Asks the server whether the caller's licence grants a permission (spec part 1 section 7). */
export async function hasPermission(key: PermissionKey): Promise<boolean> {
  const answer = await apiFetch('security/hasPermission', HasPermissionAnswerSchema, {
    method: 'POST',
    body: { data: key },
  });
  return answer.data.data === true;
}
