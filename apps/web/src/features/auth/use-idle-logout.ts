import { IDLE_CHECK_INTERVAL_SECONDS, IDLE_LOGOUT_SECONDS, isIdleExpired } from '@cartella/domain';
import { useEffect, useRef } from 'react';
import { LAST_ACTIVITY_KEY } from '../../lib/session.ts';

const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Logs the patient out after 600 s without activity, checked every 60 s (spec part 1 sections 2
 * and 9). Activity is shared between tabs through localStorage, so reading in one tab keeps the
 * other alive. Only real input counts as activity: a re-render must never reset the clock, so
 * the latest `onIdle` is read through a ref instead of re-arming the timer.
 */
export function useIdleLogout(enabled: boolean, onIdle: () => void): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (!enabled) return;
    const markActive = () => localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    if (!localStorage.getItem(LAST_ACTIVITY_KEY)) markActive();
    for (const name of activityEvents) window.addEventListener(name, markActive, { passive: true });
    const timer = window.setInterval(() => {
      const last = new Date(Number(localStorage.getItem(LAST_ACTIVITY_KEY) ?? 0));
      if (isIdleExpired(last, new Date(), IDLE_LOGOUT_SECONDS)) onIdleRef.current();
    }, IDLE_CHECK_INTERVAL_SECONDS * 1000);
    return () => {
      window.clearInterval(timer);
      for (const name of activityEvents) window.removeEventListener(name, markActive);
    };
  }, [enabled]);
}
