import { describe, expect, it } from 'vitest';
import {
  baseLicenceExcludedKeys,
  isPermissionKey,
  licenceSeeds,
  permissionKeys,
  permissionsOfRoles,
  roleSeeds,
} from './permissions.ts';

describe('permissions and licences', () => {
  it('holds both documents keys plus admin', () => {
    expect(permissionKeys).toHaveLength(19);
    expect(permissionKeys).toContain('spostaEsame');
    expect(permissionKeys).toContain('calcolatrice');
    expect(isPermissionKey('admin')).toBe(true);
    expect(isPermissionKey('Admin')).toBe(false);
  });

  it('gives the full licence every patient permission and the base licence fewer', () => {
    const roleByName = new Map(roleSeeds.map((role) => [role.name, role]));
    const grantsOf = (descrizione: string) => {
      const licence = licenceSeeds.find((seed) => seed.descrizione === descrizione);
      return permissionsOfRoles((licence?.roles ?? []).flatMap((name) => roleByName.get(name) ?? []));
    };
    expect(grantsOf('Completa')).toHaveLength(18);
    expect(grantsOf('Completa')).not.toContain('admin');
    for (const key of baseLicenceExcludedKeys) expect(grantsOf('Base')).not.toContain(key);
    // What stays open to Base: the record, files, doctors, anamnesis and pregnancies.
    expect(grantsOf('Base')).toContain('aggiungifile');
    expect(grantsOf('Base')).not.toContain('aggiungiesame');
    expect(grantsOf('Amministrazione')).toEqual([...permissionKeys]);
  });
});
