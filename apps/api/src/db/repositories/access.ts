import { and, desc, eq, gte, isNull, notExists, or, sql } from 'drizzle-orm';
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
import { accessCacheVersion } from '../schemas/access-cache.ts';
import { disabledAccounts } from '../schemas/admin.ts';

/** Accounts, their licence and the roles and permissions it grants (spec 001 section 6). */

/** The account of an e-mail, unless an admin disabled it. */
export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({
      id_utente: users.id_utente,
      email: users.email,
      utente_nome: users.utente_nome,
      password_hash: users.password_hash,
    })
    .from(users)
    .where(
      and(
        eq(users.email, email),
        // A disabled account is treated as an unknown e-mail: it cannot sign in (issue 25).
        notExists(
          db
            .select({ one: sql`1` })
            .from(disabledAccounts)
            .where(eq(disabledAccounts.id_utente, sql.raw('"utenti"."id_utente"'))),
        ),
      ),
    );
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
async function findCurrentSubscription(db: Database, userId: number, today: string) {
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

/** The version the triggers raise on every write to what the access cache holds (0507). */
export async function readAccessCacheVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: accessCacheVersion.version }).from(accessCacheVersion);
  return row?.version ?? 0;
}

/** What every account shares: the permission names of each role and the roles of each licence. */
export async function loadSharedAccess(db: Database) {
  const [grants, licenceGrants] = await Promise.all([
    db
      .select({ roleId: rolePermissions.id_ruolo, permission: permissions.name })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.id_permesso)),
    db.select({ licenceId: licenceRoles.id_licenza, roleId: licenceRoles.id_ruolo }).from(licenceRoles),
  ]);
  return { grants, licenceGrants };
}

/** One account's own access facts in one query: the roles held directly and its subscriptions. */
export interface UserAccessFacts {
  roleIds: number[];
  /** Newest first (created_at, then id), the order that picks the current one. */
  subscriptions: { id_tipo_licenza: number; data_scadenza: string | null }[];
}

function prepareUserAccessQuery(db: Database) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      facts: sql<UserAccessFacts>`json_build_object(
        'roleIds', coalesce((select json_agg(ur.id_ruolo order by ur.id_ruolo)
          from utenti_ruoli ur where ur.id_utente = ${userId}), '[]'::json),
        'subscriptions', coalesce((select json_agg(json_build_object(
            'id_tipo_licenza', s.id_tipo_licenza, 'data_scadenza', s.data_scadenza)
            order by s.created_at desc, s.id desc)
          from sottoscrizioni s where s.id_utente = ${userId}), '[]'::json))`,
    })
    .from(sql`(select 1) as one`)
    .prepare('user_access');
}

const userAccessQueries = new WeakMap<Database, ReturnType<typeof prepareUserAccessQuery>>();

export async function loadUserAccess(db: Database, userId: number): Promise<UserAccessFacts> {
  let prepared = userAccessQueries.get(db);
  if (prepared === undefined) {
    prepared = prepareUserAccessQuery(db);
    userAccessQueries.set(db, prepared);
  }
  const [row] = await prepared.execute({ userId });
  return row?.facts ?? { roleIds: [], subscriptions: [] };
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
