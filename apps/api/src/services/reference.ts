import type { Database } from '../db/client.ts';
import { listMaritalStatuses } from '../db/repositories/reference.ts';

/** The marital statuses a patient can choose from, in the reference table's order. */
export function maritalStatusChoices(db: Database) {
  return listMaritalStatuses(db);
}
