import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row whose version goes up with every write to what the access cache holds: permissions,
 * roles, licences and their links, the menu, and each account's roles and subscriptions (triggers
 * in drizzle/0008_access-cache.sql). API nodes compare it with the version they loaded
 * (docs/decisions/0509-access-cache.md).
 */
export const accessCacheVersion = pgTable('versione_cache_accessi', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
