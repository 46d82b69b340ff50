import { describe, expect, it } from 'vitest';
import { defaultMenu, menuForPermissions, navLabels } from './menu.ts';

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
