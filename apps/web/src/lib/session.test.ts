import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, isIdleSinceLastActivity, LAST_ACTIVITY_KEY, markActivity } from './session.ts';

const now = Date.parse('2026-11-22T10:00:00Z');

describe('the idle check a page makes when it loads', () => {
  afterEach(() => localStorage.clear());

  it('finds a patient active 600 s ago still signed in', () => {
    markActivity(now - 600_000);
    expect(isIdleSinceLastActivity(now)).toBe(false);
  });

  it('finds a patient idle for more than 600 s idle, however often the page was reloaded', () => {
    markActivity(now - 600_001);
    expect(isIdleSinceLastActivity(now)).toBe(true);
  });

  it('treats a damaged record as idle and no record as not idle', () => {
    expect(isIdleSinceLastActivity(now)).toBe(false);
    localStorage.setItem(LAST_ACTIVITY_KEY, 'not a time');
    expect(isIdleSinceLastActivity(now)).toBe(true);
  });
});

describe('clearing the session on logout', () => {
  it('removes every stored key but keeps the language choice', () => {
    markActivity(now);
    localStorage.setItem('menu', '[]');
    localStorage.setItem('patient', '{}');
    localStorage.setItem('lang', 'en');
    sessionStorage.setItem('collapsible:contacts', 'open');
    clearSession();
    expect(Object.keys(localStorage)).toEqual(['lang']);
    expect(sessionStorage.length).toBe(0);
  });
});
