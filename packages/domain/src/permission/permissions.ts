/**
 * Permission keys (spec 000, section 6 and spec 001, section 6), plus `admin`. A permission check
 * answers a boolean; a missing permission shows the subscription dialog.
 */

/** Keys of document 000 (diary, exams, drugs, files) and the admin entry. */
const patientRecordPermissionKeys = [
  'aggiungitaccuino',
  'modificataccuino',
  'aggiungiesame',
  'modificaesame',
  'spostaEsame',
  'aggiungifarmaci',
  'modificafarmaci',
  'spostaFarmaci',
  'aggiungifile',
  'modificafile',
] as const;

/** Keys of document 001 that write: diagnoses, visits, vaccinations. */
const clinicalWritePermissionKeys = [
  'aggiungidiagnosi',
  'modificadiagnosi',
  'spostaDiagnosi',
  'aggiungivisite',
  'modificavisite',
  'aggiungivaccini',
  'modificavaccini',
] as const;

/** Keys of document 001 (diagnoses, visits, vaccinations, calculators and scores). */
const clinicalPermissionKeys = [...clinicalWritePermissionKeys, 'calcolatrice'] as const;

/** Every key a patient licence may grant. */
export const patientPermissionKeys = [...patientRecordPermissionKeys, ...clinicalPermissionKeys] as const;
export type PatientPermissionKey = (typeof patientPermissionKeys)[number];

/** Every permission key: the patient keys and `admin` (adds the admin menu entry). */
export const permissionKeys = [...patientPermissionKeys, 'admin'] as const;
export type PermissionKey = (typeof permissionKeys)[number];

/** Whether a string is a known permission key (for request bodies such as {data: key}). */
export function isPermissionKey(value: unknown): value is PermissionKey {
  return typeof value === 'string' && (permissionKeys as readonly string[]).includes(value);
}

/** A role of the seed: its name and the permission keys linked to it. */
export interface RoleSeed {
  /** Role name. */
  name: string;
  /** Linked permission keys. */
  permissions: readonly PermissionKey[];
}

/** A licence of the seed: the licence row and the roles linked to it. */
export interface LicenceSeed {
  /** Description (also the display name). */
  descrizione: string;
  /** Cost in euros per period. */
  costo: number;
  /** Whether it can be subscribed. */
  enable: boolean;
  /** Duration description. */
  durata_desc: string;
  /** Names of the linked roles. */
  roles: readonly string[];
}

/** Keys the Base licence lacks: writing diary, drugs, diagnoses, visits, vaccinations, exams; calculators. */
export const baseLicenceExcludedKeys = [
  'aggiungitaccuino',
  'modificataccuino',
  'aggiungifarmaci',
  'modificafarmaci',
  'spostaFarmaci',
  'calcolatrice',
  ...clinicalWritePermissionKeys,
  'aggiungiesame',
  'modificaesame',
  'spostaEsame',
] as const satisfies readonly PatientPermissionKey[];

const baseExcluded: readonly string[] = baseLicenceExcludedKeys;

/**
 * Seed roles (spec 001, section 6: licences link to roles, roles link to permissions). Role names
 * are a project choice; the spec names no role but the patient.
 */
export const roleSeeds = [
  { name: 'Paziente Completo', permissions: patientPermissionKeys },
  { name: 'Paziente Base', permissions: patientPermissionKeys.filter((key) => !baseExcluded.includes(key)) },
  { name: 'Amministratore', permissions: permissionKeys },
] as const satisfies readonly RoleSeed[];

/** Seed licences. Costs are placeholders for a fresh install; an admin edits them. */
export const licenceSeeds = [
  { descrizione: 'Completa', costo: 5, enable: true, durata_desc: '1 mese', roles: ['Paziente Completo'] },
  { descrizione: 'Base', costo: 0, enable: true, durata_desc: 'Illimitata', roles: ['Paziente Base'] },
  {
    descrizione: 'Amministrazione',
    costo: 0,
    enable: false,
    durata_desc: 'Illimitata',
    roles: ['Amministratore'],
  },
] as const satisfies readonly LicenceSeed[];

/** The permission keys a set of roles grants (union, in the order of `permissionKeys`). */
export function permissionsOfRoles(roles: readonly RoleSeed[]): PermissionKey[] {
  const granted = new Set<PermissionKey>(roles.flatMap((role) => role.permissions));
  return permissionKeys.filter((key) => granted.has(key));
}
