import { describe, expect, it } from 'vitest';
import { contractAcceptance, toggleConsent } from '../account/transitions.ts';
import { isIdleExpired } from './transitions.ts';

describe('session, contract and consent', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('logs out after more than 600 idle seconds', () => {
    expect(isIdleExpired(new Date('2026-11-22T09:50:00Z'), now, 600)).toBe(false);
    expect(isIdleExpired(new Date('2026-11-22T09:49:59Z'), now, 600)).toBe(true);
  });

  it('enables acceptance after scrolling and payment after acceptance', () => {
    expect(contractAcceptance({ scrolledToEnd: false, accepted: true })).toEqual({
      acceptEnabled: false,
      showPaymentButton: false,
    });
    expect(contractAcceptance({ scrolledToEnd: true, accepted: true }).showPaymentButton).toBe(true);
  });

  it('toggles a consent with the date set to now, except treatment 14', () => {
    const consent = { Id_Trattamento: 3, Consenso: false, data_consenso: null };
    expect(toggleConsent(consent, '2026-11-22T10:00:00Z')).toEqual({
      ok: true,
      value: { Id_Trattamento: 3, Consenso: true, data_consenso: '2026-11-22T10:00:00Z' },
    });
    expect(toggleConsent({ ...consent, Id_Trattamento: 14 }, '2026-11-22T10:00:00Z').ok).toBe(false);
  });
});
