import { useCallback, useSyncExternalStore } from 'react';

/** The phone breakpoint of the spec's mobile rules (row actions reduced to delete, or delete and view). */
export const compactQuery = '(max-width: 640px)';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True on phones (compactQuery). */
export function useCompact(): boolean {
  return useMediaQuery(compactQuery);
}
