import { describe, expect, it } from 'vitest';
import { trimTexts } from './admin-form.tsx';

describe('the draft an admin form sends', () => {
  it('has each text trimmed', () => {
    expect(trimTexts({ centro_nome: '  Laboratorio Iris ', sito_web: '' })).toEqual({
      centro_nome: 'Laboratorio Iris',
      sito_web: '',
    });
  });

  it('keeps the values that are not texts as they are', () => {
    expect(trimTexts({ tipo: 3, centro_nome: 'Iris ' })).toEqual({ tipo: 3, centro_nome: 'Iris' });
  });
});
