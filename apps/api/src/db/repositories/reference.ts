import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { maritalStatuses, menuItems, submenuItems } from '../schema.ts';

export function listMaritalStatuses(db: Database) {
  return db.select().from(maritalStatuses).orderBy(asc(maritalStatuses.id_stato_matrimoniale));
}

/** Menu items in order, each with its submenu entries in order. */
export async function listMenu(db: Database) {
  const items = await db.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id));
  const entries = await db
    .select()
    .from(submenuItems)
    .innerJoin(menuItems, eq(menuItems.id, submenuItems.id_menu))
    .orderBy(asc(submenuItems.position), asc(submenuItems.id));
  return items.map((item) => ({
    ...item,
    submenu: entries.filter((row) => row.sottomenu.id_menu === item.id).map((row) => row.sottomenu),
  }));
}
