import {
  confidentialityLabels,
  confidentialityLevels,
  defaultMenu,
  licenceSeeds,
  maritalStatuses as maritalStatusIds,
  maritalStatusLabels,
  permissionKeys,
  roleSeeds,
} from '@cartella/domain';
import { inArray } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords.ts';
import type { Database } from './client.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';
import {
  confidentialityLevels as confidentialityTable,
  contactDetails,
  licenceRoles,
  licences,
  maritalStatuses,
  menuItems,
  patients,
  permissions,
  rolePermissions,
  roles,
  submenuItems,
  subscriptions,
  userRoles,
  users,
} from './schema.ts';
import { seedAccount } from './seeds/account.ts';
import { seedCare } from './seeds/care.ts';
import { seedDoctors } from './seeds/doctors.ts';
import { seedExams } from './seeds/exams.ts';
import { seedPatientRecord } from './seeds/patient-record.ts';
import { seedScores } from './seeds/scores.ts';
import { seedTherapies } from './seeds/therapies.ts';
import { seedVaccinations } from './seeds/vaccinations.ts';
import { seedVisitsAndVitals } from './seeds/visits-vitals.ts';

export interface SeedOptions {
  /** Create the three demo accounts (giulia.bianchi, marco.rossi, admin @example.org). */
  demoAccounts: boolean;
}

/**
 * Reference data every install needs, then (optionally) the demo accounts. Every insert is
 * "insert if missing", so the seed runs on every start and twice in a row changes nothing; rows an
 * admin edited keep their edits.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    // Spec 000 section 2: 1 Nessuna Restrizione ... 6 Strettamente riservato.
    await tx
      .insert(confidentialityTable)
      .values(
        confidentialityLevels.map((level) => ({
          id_livello_confidenzialita: level,
          confidenzialita_descrizione: confidentialityLabels[level].it,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(maritalStatuses)
      .values(
        maritalStatusIds.map((id) => ({
          id_stato_matrimoniale: id,
          stato_matrimoniale_nome: maritalStatusLabels[id].it,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(permissions)
      .values(permissionKeys.map((name) => ({ name })))
      .onConflictDoNothing();
    await tx
      .insert(roles)
      .values(roleSeeds.map((role) => ({ name: role.name })))
      .onConflictDoNothing();
    const permissionIds = new Map((await tx.select().from(permissions)).map((row) => [row.name, row.id]));
    const roleIds = new Map((await tx.select().from(roles)).map((row) => [row.name, row.id]));
    const roleLinks = roleSeeds.flatMap((role) =>
      role.permissions.map((key) => ({
        id_ruolo: requireId(roleIds, role.name),
        id_permesso: requireId(permissionIds, key),
      })),
    );
    await tx.insert(rolePermissions).values(roleLinks).onConflictDoNothing();

    await tx
      .insert(licences)
      .values(
        licenceSeeds.map((licence) => ({
          descrizione: licence.descrizione,
          costo: licence.costo.toFixed(2),
          enable: licence.enable,
          durata_desc: licence.durata_desc,
        })),
      )
      .onConflictDoNothing();
    const licenceIds = new Map((await tx.select().from(licences)).map((row) => [row.descrizione, row.id]));
    const licenceLinks = licenceSeeds.flatMap((licence) =>
      licence.roles.map((role) => ({
        id_licenza: requireId(licenceIds, licence.descrizione),
        id_ruolo: requireId(roleIds, role),
      })),
    );
    await tx.insert(licenceRoles).values(licenceLinks).onConflictDoNothing();

    await tx
      .insert(menuItems)
      .values(
        defaultMenu.map((item, position) => ({
          label: item.label,
          url: item.url,
          image: item.image,
          active: item.active,
          position,
          permission: item.permission ?? null,
        })),
      )
      .onConflictDoNothing();
    const menuIds = new Map((await tx.select().from(menuItems)).map((row) => [row.label, row.id]));
    const entries = defaultMenu.flatMap((item) =>
      item.submenu.map((entry, position) => ({
        id_menu: requireId(menuIds, item.label),
        label: entry.label,
        url: entry.url,
        path: entry.path,
        image: entry.image,
        external: 'external' in entry && entry.external === true,
        position,
      })),
    );
    if (entries.length > 0) await tx.insert(submenuItems).values(entries).onConflictDoNothing();
  });

  await seedTherapies(db);
  await seedScores(db);
  if (options.demoAccounts) await seedDemoAccounts(db);
  await seedPatientRecord(db, options);
  await seedCare(db, options);
  await seedDoctors(db);
  await seedVaccinations(db);
  await seedVisitsAndVitals(db, options);
  await seedAccount(db);
  await seedExams(db, options);
}

function requireId(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Seed reference missing: ${name}`);
  return id;
}

async function seedDemoAccounts(db: Database): Promise<void> {
  const emails = demoAccounts.map((account) => account.email);
  const existing = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map(
      (row) => row.email,
    ),
  );
  const missing = demoAccounts.filter((account) => !existing.has(account.email));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const licenceIds = new Map((await tx.select().from(licences)).map((row) => [row.descrizione, row.id]));
    const roleIds = new Map((await tx.select().from(roles)).map((row) => [row.name, row.id]));
    for (const account of missing) {
      const [user] = await tx
        .insert(users)
        .values({ email: account.email, utente_nome: account.utente_nome, password_hash: passwordHash })
        .onConflictDoNothing()
        .returning({ id_utente: users.id_utente });
      if (user === undefined) continue;
      await tx.insert(contactDetails).values({ id_utente: user.id_utente, ...account.contact });
      await tx.insert(patients).values({
        id_utente: user.id_utente,
        paziente_email: account.email,
        ...account.patient,
      });
      await tx
        .insert(subscriptions)
        .values({ id_utente: user.id_utente, id_tipo_licenza: requireId(licenceIds, account.licence) });
      for (const role of account.roles) {
        await tx.insert(userRoles).values({ id_utente: user.id_utente, id_ruolo: requireId(roleIds, role) });
      }
    }
  });
}
