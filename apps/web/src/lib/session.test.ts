import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, readSession, storeSession } from './session.ts';

const user = {
  id_utente: 7,
  id_paziente: 3,
  email: 'giulia.bianchi@example.org',
  utente_nome: 'Giulia Bianchi',
  roles: ['patient'],
};
const now = Date.parse('2026-11-22T10:00:00Z');

describe('the route guard reading the stored session', () => {
  afterEach(() => localStorage.clear());

  it('accepts a token, user id and expiry in the future', () => {
    storeSession('token-1', user, '2026-11-22T12:00:00Z');
    expect(readSession(now)?.user.id_paziente).toBe(3);
  });

  it('refuses an expiry in the past', () => {
    storeSession('token-1', user, '2026-11-22T09:59:59Z');
    expect(readSession(now)).toBeNull();
  });

  it.each(['token', 'user', 'expires_at'])('refuses a session whose %s is missing', (key) => {
    storeSession('token-1', user, '2026-11-22T12:00:00Z');
    localStorage.removeItem(key);
    expect(readSession(now)).toBeNull();
  });

  it('refuses a stored user without a numeric id', () => {
    storeSession('token-1', user, '2026-11-22T12:00:00Z');
    localStorage.setItem('user', JSON.stringify({ email: 'x' }));
    expect(readSession(now)).toBeNull();
  });
});

describe('clearing the session on logout', () => {
  it('removes every stored key but keeps the language choice', () => {
    storeSession('token-1', user, '2026-11-22T12:00:00Z');
    localStorage.setItem('menu', '[]');
    localStorage.setItem('patient', '{}');
    localStorage.setItem('lang', 'en');
    sessionStorage.setItem('collapsible:contacts', 'open');
    clearSession();
    expect(Object.keys(localStorage)).toEqual(['lang']);
    expect(sessionStorage.length).toBe(0);
  });
});
