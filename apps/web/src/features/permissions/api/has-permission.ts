import { securityOperations, subscriptionOperations } from '@cartella/contract';
import type { PermissionKey } from '@cartella/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** Asks the server whether the caller's licence grants a permission (spec part 1 section 7). */
export async function hasPermission(key: PermissionKey): Promise<boolean> {
  const answer = await apiClient.call(securityOperations.hasPermission, { body: { data: key } });
  return answer.data.data === true;
}

/** The plan on offer that opens a section: its id, name, cost in euros and period. */
export interface OpeningPlan {
  id: number;
  descrizione: string;
  costo: number;
  durata_desc: string;
}

/** The cheapest plan on offer whose licence grants `key` (issue #24), or null when none does. */
export async function planGranting(key: PermissionKey): Promise<OpeningPlan | null> {
  const { data } = await apiClient.call(subscriptionOperations.plans);
  const plan = data.filter((row) => row.permessi.includes(key)).sort((a, b) => a.costo - b.costo)[0];
  return plan === undefined
    ? null
    : { id: plan.id, descrizione: plan.descrizione, costo: plan.costo, durata_desc: plan.durata_desc };
}
