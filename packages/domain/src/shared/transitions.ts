import type { IssueCode } from './messages.ts';

/** The result of a transition that can be refused. */
export type TransitionResult<T> = { ok: true; value: T } | { ok: false; issue: IssueCode };

/** Removes deleted entries from a list (deleted_at set), as the list does locally. */
export function withoutDeleted<T extends { deleted_at?: string | null }>(items: readonly T[]): T[] {
  return items.filter((item) => !item.deleted_at);
}
