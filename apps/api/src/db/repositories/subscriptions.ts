import { and, asc, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { licenceRoles, licences, permissions, rolePermissions, subscriptions } from '../schema.ts';
import { paypalSubscriptions, subscriptionPlans } from '../schemas/account.ts';

/** The plans on offer: enabled licences that have a PayPal plan, cheapest first. */
export function listPlans(db: Database) {
  return db
    .select({
      id: licences.id,
      descrizione: licences.descrizione,
      costo: licences.costo,
      durata_desc: licences.durata_desc,
      id_paypal_codice_piano: subscriptionPlans.id_paypal_codice_piano,
      include_it: subscriptionPlans.include_it,
      include_en: subscriptionPlans.include_en,
      contratto_it: subscriptionPlans.contratto_it,
      contratto_en: subscriptionPlans.contratto_en,
    })
    .from(subscriptionPlans)
    .innerJoin(licences, eq(licences.id, subscriptionPlans.id_licenza))
    .where(eq(licences.enable, true))
    .orderBy(asc(licences.costo), asc(licences.id));
}

/** The permission keys each licence grants through its roles, by licence id. */
export async function permissionsByLicence(db: Database): Promise<Map<number, string[]>> {
  const rows = await db
    .selectDistinct({ id_licenza: licenceRoles.id_licenza, name: permissions.name })
    .from(licenceRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.id_ruolo, licenceRoles.id_ruolo))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.id_permesso))
    .orderBy(asc(licenceRoles.id_licenza), asc(permissions.name));
  const byLicence = new Map<number, string[]>();
  for (const row of rows) byLicence.set(row.id_licenza, [...(byLicence.get(row.id_licenza) ?? []), row.name]);
  return byLicence;
}

/** The account's subscriptions not past their expiry, newest first, with their PayPal link. */
export function listActiveSubscriptions(db: Database, userId: number, today: string) {
  return db
    .select({
      id: subscriptions.id,
      created_at: subscriptions.created_at,
      data_scadenza: subscriptions.data_scadenza,
      descrizione: licences.descrizione,
      costo: licences.costo,
      paypal_subscription_id: paypalSubscriptions.paypal_subscription_id,
      cancelled_at: paypalSubscriptions.cancelled_at,
    })
    .from(subscriptions)
    .innerJoin(licences, eq(licences.id, subscriptions.id_tipo_licenza))
    .leftJoin(paypalSubscriptions, eq(paypalSubscriptions.id_sottoscrizione, subscriptions.id))
    .where(
      and(
        eq(subscriptions.id_utente, userId),
        or(isNull(subscriptions.data_scadenza), gte(subscriptions.data_scadenza, today)),
      ),
    )
    .orderBy(desc(subscriptions.created_at), desc(subscriptions.id));
}

export async function findPaypalSubscription(db: Database, paypalId: string) {
  const [row] = await db
    .select()
    .from(paypalSubscriptions)
    .where(eq(paypalSubscriptions.paypal_subscription_id, paypalId));
  return row;
}

/**
 * Grants the licence of a verified PayPal subscription once: under a lock on the PayPal id, a
 * second capture of the same subscription (a replay, a double click, another node) finds the row
 * and grants nothing. Answers the licence row id and whether this call granted it.
 */
export async function grantPaypalSubscription(
  db: Database,
  grant: { userId: number; licenceId: number; paypalId: string; expiry: string },
): Promise<{ subscriptionId: number; granted: boolean; ownerId: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`paypal:${grant.paypalId}`}))`);
    const [existing] = await tx
      .select()
      .from(paypalSubscriptions)
      .where(eq(paypalSubscriptions.paypal_subscription_id, grant.paypalId));
    if (existing !== undefined) {
      return { subscriptionId: existing.id_sottoscrizione, granted: false, ownerId: existing.id_utente };
    }
    const [row] = await tx
      .insert(subscriptions)
      .values({
        id_utente: grant.userId,
        id_tipo_licenza: grant.licenceId,
        data_scadenza: grant.expiry,
      })
      .returning({ id: subscriptions.id });
    if (row === undefined) throw new Error('subscription not inserted');
    await tx.insert(paypalSubscriptions).values({
      paypal_subscription_id: grant.paypalId,
      id_sottoscrizione: row.id,
      id_utente: grant.userId,
    });
    return { subscriptionId: row.id, granted: true, ownerId: grant.userId };
  });
}

/** The PayPal link of one of the account's subscriptions, or undefined. */
export async function ownPaypalSubscription(db: Database, userId: number, subscriptionId: number) {
  const [row] = await db
    .select()
    .from(paypalSubscriptions)
    .where(
      and(
        eq(paypalSubscriptions.id_sottoscrizione, subscriptionId),
        eq(paypalSubscriptions.id_utente, userId),
      ),
    );
  return row;
}

export async function markPaypalCancelled(db: Database, paypalId: string, now: Date): Promise<void> {
  await db
    .update(paypalSubscriptions)
    .set({ cancelled_at: now })
    .where(
      and(eq(paypalSubscriptions.paypal_subscription_id, paypalId), isNull(paypalSubscriptions.cancelled_at)),
    );
}
