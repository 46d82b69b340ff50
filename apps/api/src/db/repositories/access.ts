import { and, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  licenceRoles,
  patients,
  permissions,
  rolePermissions,
  roles,
  subscriptions,
  userRoles,
  users,
} from '../schema.ts';

/** Accounts, their licence and the roles and permissions it grants (spec 001 section 6). */

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({
      id_utente: users.id_utente,
      email: users.email,
      utente_nome: users.utente_nome,
      password_hash: users.password_hash,
    })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

/** The query of the account's current subscription: the newest one not past its end date. */
function currentSubscriptionQuery(db: Database, userId: number, today: string) {
  return db
    .select({ id: subscriptions.id, id_tipo_licenza: subscriptions.id_tipo_licenza })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.id_utente, userId),
        or(isNull(subscriptions.data_scadenza), gte(subscriptions.data_scadenza, today)),
      ),
    )
    .orderBy(desc(subscriptions.created_at), desc(subscriptions.id))
    .limit(1);
}

/** The account's current subscription: the newest one not past its end date. */
export async function findCurrentSubscription(db: Database, userId: number, today: string) {
  const [row] = await currentSubscriptionQuery(db, userId, today);
  return row;
}

/** Roles held directly plus those of the current licence, by name. */
export async function findRoles(db: Database, userId: number, today: string) {
  const direct = await db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.id_ruolo))
    .where(eq(userRoles.id_utente, userId));
  const subscription = await findCurrentSubscription(db, userId, today);
  const viaLicence =
    subscription === undefined
      ? []
      : await db
          .select({ id: roles.id, name: roles.name })
          .from(licenceRoles)
          .innerJoin(roles, eq(roles.id, licenceRoles.id_ruolo))
          .where(eq(licenceRoles.id_licenza, subscription.id_tipo_licenza));
  const byId = new Map([...viaLicence, ...direct].map((role) => [role.id, role]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Permission keys granted by the roles above, in one query (it runs before every gated action and
 * every menu: the roles, the current licence and the permissions are subqueries, not round trips).
 */
export async function findPermissionKeys(db: Database, userId: number, today: string): Promise<Set<string>> {
  const current = currentSubscriptionQuery(db, userId, today).as('current');
  const currentLicence = db.select({ id: current.id_tipo_licenza }).from(current);
  const directRoles = db
    .select({ id: userRoles.id_ruolo })
    .from(userRoles)
    .where(eq(userRoles.id_utente, userId));
  const licenceRoleIds = db
    .select({ id: licenceRoles.id_ruolo })
    .from(licenceRoles)
    .where(inArray(licenceRoles.id_licenza, currentLicence));
  const rows = await db
    .selectDistinct({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.id_permesso))
    .where(
      or(inArray(rolePermissions.id_ruolo, directRoles), inArray(rolePermissions.id_ruolo, licenceRoleIds)),
    );
  return new Set(rows.map((row) => row.name));
}

/** What the login answer shows about the account and its patient. */
export async function findLoginProfile(db: Database, userId: number) {
  const [row] = await db
    .select({
      id_utente: users.id_utente,
      email: users.email,
      utente_nome: users.utente_nome,
      id_paziente: patients.id_paziente,
      paziente_nome: patients.paziente_nome,
      paziente_cognome: patients.paziente_cognome,
    })
    .from(users)
    .leftJoin(patients, eq(patients.id_utente, users.id_utente))
    .where(eq(users.id_utente, userId));
  return row;
}
