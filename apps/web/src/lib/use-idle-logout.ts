import { IDLE_CHECK_INTERVAL_SECONDS, IDLE_LOGOUT_SECONDS, isIdleExpired } from '@cartella/domain';
import { useEffect, useRef } from 'react';
import { LAST_ACTIVITY_KEY, markActivity } from './session.ts';

const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

function lastActivity(): number {
  return Number(localStorage.getItem(LAST_ACTIVITY_KEY) ?? 0);
}

/**
 * Logs the patient out after 600 s without activity, checked every 60 s (spec part 1 sections 2
 * and 9). Activity is shared between tabs through localStorage, so reading in one tab keeps the
 * other alive. Only real input counts as activity: a re-render must never reset the clock, so
 * the latest callbacks are read through refs instead of re-arming the timer. The server ends a
 * session unused for 600 s too, so a check that finds activity since the previous one calls
 * `onActive` (the shell tells the server), keeping a patient who types a long note signed in.
 */
export function useIdleLogout(enabled: boolean, onIdle: () => void, onActive: () => void = () => {}): void {
  const onIdleRef = useRef(onIdle);
  const onActiveRef = useRef(onActive);
  useEffect(() => {
    onIdleRef.current = onIdle;
    onActiveRef.current = onActive;
  }, [onIdle, onActive]);

  useEffect(() => {
    if (!enabled) return;
    const markActive = () => markActivity();
    // A missing record starts the clock; an existing one is kept (the guard already judged it).
    if (localStorage.getItem(LAST_ACTIVITY_KEY) === null) markActive();
    let previousCheck = Date.now();
    for (const name of activityEvents) window.addEventListener(name, markActive, { passive: true });
    const timer = window.setInterval(() => {
      const now = Date.now();
      const last = lastActivity();
      if (isIdleExpired(new Date(last), new Date(now), IDLE_LOGOUT_SECONDS)) onIdleRef.current();
      else if (last > previousCheck) onActiveRef.current();
      previousCheck = now;
    }, IDLE_CHECK_INTERVAL_SECONDS * 1000);
    return () => {
      window.clearInterval(timer);
      for (const name of activityEvents) window.removeEventListener(name, markActive);
    };
  }, [enabled]);
}
