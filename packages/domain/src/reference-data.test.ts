import { describe, expect, it } from 'vitest';
import {
  confidentialityLabels,
  confidentialityLevels,
  contactTypes,
  examStatusLabels,
  fileTypeLabels,
  ordinaryFileTypes,
  painColours,
  painLevels,
  visibilityFormOrder,
  visibilityLabels,
} from './codes.ts';
import { fhirReportFileName, tooltipForIcon } from './constants.ts';
import { defaultMenu, menuForPermissions, navLabels } from './menu.ts';
import {
  baseLicenceExcludedKeys,
  isPermissionKey,
  licenceSeeds,
  permissionKeys,
  permissionsOfRoles,
  roleSeeds,
} from './permissions.ts';

describe('code sets (spec 000, section 2)', () => {
  it('names the confidentiality levels 1 to 6 as the spec does', () => {
    expect(confidentialityLevels.map((level) => confidentialityLabels[level].it)).toEqual([
      'Nessuna Restrizione',
      'Basso',
      'Moderato',
      'Normale',
      'Riservato',
      'Strettamente riservato',
    ]);
  });

  it('lists visibility in the form order Totale, Parziale, Minima', () => {
    expect(visibilityFormOrder.map((level) => visibilityLabels[level].it)).toEqual([
      'Totale',
      'Parziale',
      'Minima',
    ]);
  });

  it('has contact types 10, 0 and -1', () => {
    expect(contactTypes).toEqual([10, 0, -1]);
  });

  it('labels the exam lists Richiesti, Programmati, Completati', () => {
    expect([0, 1, 2].map((status) => examStatusLabels[status as 0 | 1 | 2].it)).toEqual([
      'Richiesti',
      'Programmati',
      'Completati',
    ]);
  });

  it('labels the ordinary file types as the form does', () => {
    expect(ordinaryFileTypes.map((type) => fileTypeLabels[type].it)).toEqual([
      'Foto',
      'Video',
      'Registrazione',
      'Video Esami Strumentali',
      'Immagine Dicom',
      'Documento',
    ]);
  });

  it('has six pain colours from white to red', () => {
    expect(painLevels.map((level) => painColours[level])).toEqual([
      '#FFFFFF',
      '#008000',
      '#0000FF',
      '#800080',
      '#8B0000',
      '#FF0000',
    ]);
  });
});

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
    expect(grantsOf('Base')).toContain('aggiungiesame');
    expect(grantsOf('Amministrazione')).toEqual([...permissionKeys]);
  });
});

describe('menu', () => {
  it('covers every area of both documents with a translated label', () => {
    expect(defaultMenu.map((item) => item.label)).toEqual([
      'nav.registro',
      'nav.centriConvezionati',
      'nav.report',
      'nav.altro',
      'nav.calcolatriceMedica',
      'nav.account',
      'nav.admin',
    ]);
    for (const item of defaultMenu) {
      for (const key of [item.label, ...item.submenu.map((entry) => entry.label)]) {
        expect(navLabels[key].it.length).toBeGreaterThan(0);
        expect(navLabels[key].en.length).toBeGreaterThan(0);
      }
    }
  });

  it('lists the twelve Registro pages and the five score pages', () => {
    expect(defaultMenu[0]?.submenu).toHaveLength(12);
    expect(defaultMenu[4]?.submenu.filter((entry) => entry.url.includes('/calcoloScores/'))).toHaveLength(5);
  });

  it('shows the admin area only with the admin permission', () => {
    expect(menuForPermissions(defaultMenu, new Set())).toHaveLength(6);
    expect(menuForPermissions(defaultMenu, new Set(['admin']))).toHaveLength(7);
  });
});

describe('constants', () => {
  it('names the FHIR export Fhir_{name}_{MM-DD-YYYY}.txt', () => {
    expect(fhirReportFileName('Rossi', '2026-11-22')).toBe('Fhir_Rossi_11-22-2026.txt');
  });

  it("shows 'Titolo non disponibile' for an unknown icon", () => {
    expect(tooltipForIcon('rocket').it).toBe('Titolo non disponibile');
    expect(tooltipForIcon('trash').it).toBe('Elimina');
  });
});
