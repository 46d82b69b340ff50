import { describe, expect, it } from 'vitest';
import { type CentreItem, safeWebsite } from './centre-lists.tsx';

function centre(sitoWeb: string): CentreItem {
  return {
    id: 1,
    tipo: 3,
    centro_nome: 'Laboratorio Iris (demo)',
    centro_indirizzo: 'Via Senza Nome 5, 00000 Città di Prova',
    telefono: '+39 000 000 0302',
    table_data: {
      table_column_title: { value: 'Laboratorio Iris' },
      table_column_subtitle: { value: 'Centro di esempio, non esistente' },
      table_column_text: { value: 'Analisi cliniche, microbiologia' },
      sitoWeb,
    },
  };
}

describe('safeWebsite', () => {
  it('links an http or https website', () => {
    expect(safeWebsite(centre('https://example.org/iris'))).toBe('https://example.org/iris');
    expect(safeWebsite(centre(' http://example.org '))).toBe('http://example.org');
  });
  it('never links another scheme or an empty website', () => {
    for (const site of ['', 'javascript:alert(1)', 'data:text/html,x', 'example.org']) {
      expect(safeWebsite(centre(site))).toBeNull();
    }
  });
});
