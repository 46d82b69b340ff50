import { defaultMenu, licenceSeeds, permissionKeys, roleSeeds } from '@cartella/domain';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, useTestDatabase } from '../test/database.ts';
import { demoAccounts } from './demo-accounts.ts';
import * as schema from './schema.ts';
import { associatedDoctors, careproviders, diagnoses } from './schemas/care.ts';
import { seedDatabase } from './seed.ts';

const database = useTestDatabase();

const tables = {
  confidentialityLevels: schema.confidentialityLevels,
  maritalStatuses: schema.maritalStatuses,
  permissions: schema.permissions,
  roles: schema.roles,
  rolePermissions: schema.rolePermissions,
  licences: schema.licences,
  licenceRoles: schema.licenceRoles,
  menuItems: schema.menuItems,
  submenuItems: schema.submenuItems,
  users: schema.users,
  userRoles: schema.userRoles,
  patients: schema.patients,
  contactDetails: schema.contactDetails,
  subscriptions: schema.subscriptions,
  careproviders,
  associatedDoctors,
  diagnoses,
} satisfies Record<string, PgTable>;

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

describe('seedDatabase', () => {
  it('creates the reference data of both documents and the three demo accounts', async () => {
    expect(await rowCounts()).toMatchObject({
      confidentialityLevels: 6,
      maritalStatuses: 6,
      permissions: permissionKeys.length,
      roles: roleSeeds.length,
      rolePermissions: roleSeeds.reduce((sum, role) => sum + role.permissions.length, 0),
      licences: licenceSeeds.length,
      menuItems: defaultMenu.length,
      submenuItems: defaultMenu.reduce((sum, item) => sum + item.submenu.length, 0),
      users: demoAccounts.length,
      patients: demoAccounts.length,
      subscriptions: demoAccounts.length,
      careproviders: 8,
      associatedDoctors: 3,
      diagnoses: 4,
    });
  });

  it('gives Giulia two doctors and three diagnoses, Marco one of each, and the admin none', async () => {
    const perPatient = async (email: string) => {
      const [patient] = await database.db
        .select({ id: schema.patients.id_paziente })
        .from(schema.patients)
        .innerJoin(schema.users, eq(schema.users.id_utente, schema.patients.id_utente))
        .where(eq(schema.users.email, email));
      if (patient === undefined) throw new Error(`${email} has no patient`);
      const doctors = await database.db
        .select({ fullname: careproviders.fullname })
        .from(associatedDoctors)
        .innerJoin(careproviders, eq(careproviders.id_careprovider, associatedDoctors.id_careprovider))
        .where(eq(associatedDoctors.id_paziente, patient.id));
      const records = await database.db
        .select({ text: diagnoses.diagnosi_patologia })
        .from(diagnoses)
        .where(eq(diagnoses.id_paziente, patient.id));
      return {
        doctors: doctors.map((row) => row.fullname).sort(),
        diagnoses: records.map((row) => row.text).sort(),
      };
    };
    expect(await perPatient('giulia.bianchi@example.org')).toEqual({
      doctors: ['Dott. Andrea Galli', 'Dott.ssa Laura Neri'],
      diagnoses: ['Allergia alla penicillina', 'Emicrania', 'Ipercolesterolemia'],
    });
    expect(await perPatient('marco.rossi@example.org')).toEqual({
      doctors: ['Dott. Paolo Ferri'],
      diagnoses: ['Ipertensione arteriosa'],
    });
    expect(await perPatient('admin@example.org')).toEqual({ doctors: [], diagnoses: [] });
  });

  it('writes no demo doctors when the demo accounts are off', async () => {
    const bare = await createTestDatabase({ demoAccounts: false });
    try {
      const [providers] = await bare.db.select({ n: count() }).from(careproviders);
      expect(providers?.n).toBe(0);
    } finally {
      await bare.close();
    }
  });

  it('changes nothing when run again, twice', async () => {
    const before = await rowCounts();
    await seedDatabase(database.db, { demoAccounts: true });
    await seedDatabase(database.db, { demoAccounts: true });
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps every permission key of both documents', async () => {
    const names = (await database.db.select().from(schema.permissions)).map((row) => row.name).sort();
    for (const key of [
      'aggiungitaccuino',
      'spostaEsame',
      'spostaFarmaci',
      'modificafile',
      'spostaDiagnosi',
      'aggiungivaccini',
      'calcolatrice',
      'admin',
    ]) {
      expect(names).toContain(key);
    }
  });
});

/** Independent check of a codice fiscale's control character (DM 23/12/1976, annex). */
function taxCodeCheckCharacter(first15: string): string {
  const oddValues = [
    1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
  ];
  let sum = 0;
  for (let index = 0; index < 15; index += 1) {
    const character = first15.charAt(index);
    const value = /\d/.test(character) ? Number(character) : character.charCodeAt(0) - 65;
    // Positions are counted from 1: odd positions (index 0, 2, ...) use the conversion table.
    sum += index % 2 === 0 ? (oddValues[value] ?? Number.NaN) : value;
  }
  return String.fromCharCode(65 + (sum % 26));
}

describe('demo accounts', () => {
  const monthLetters = 'ABCDEHLMPRST';
  for (const account of demoAccounts) {
    it(`gives ${account.email} a valid tax code matching birth date and sex`, () => {
      const code = account.patient.paziente_codfiscale;
      expect(code).toMatch(/^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/);
      expect(code.charAt(15)).toBe(taxCodeCheckCharacter(code.slice(0, 15)));
      const [year = '', month = '', day = ''] = account.patient.paziente_nascita.split('-');
      expect(code.slice(6, 8)).toBe(year.slice(2));
      expect(code.charAt(8)).toBe(monthLetters.charAt(Number(month) - 1));
      const dayField = Number(day) + (account.patient.paziente_sesso === 'female' ? 40 : 0);
      expect(code.slice(9, 11)).toBe(String(dayField).padStart(2, '0'));
    });
  }
});
