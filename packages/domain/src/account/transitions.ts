import type { TransitionResult } from '../shared/transitions.ts';

/** The accept checkbox is enabled only once the contract text is scrolled to the end. */
export function contractAcceptance(state: { scrolledToEnd: boolean; accepted: boolean }) {
  return {
    acceptEnabled: state.scrolledToEnd,
    showPaymentButton: state.scrolledToEnd && state.accepted,
  };
}

/** Whether a scrollable element is at its end (with one pixel of rounding slack). */
export function isScrolledToEnd(metrics: {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}): boolean {
  return metrics.scrollTop + metrics.clientHeight >= metrics.scrollHeight - 1;
}

/** Toggling a consent sets its date to now; treatment 14 cannot be toggled. */
export function toggleConsent<
  T extends { Id_Trattamento: number; Consenso: boolean; data_consenso: string | null },
>(consent: T, now: string, lockedTreatmentId = 14): TransitionResult<T> {
  if (consent.Id_Trattamento === lockedTreatmentId) return { ok: false, issue: 'option_invalid' };
  return { ok: true, value: { ...consent, Consenso: !consent.Consenso, data_consenso: now } };
}
