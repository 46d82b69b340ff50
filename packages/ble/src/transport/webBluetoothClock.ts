import type { Clock } from '../sync/clock.ts';

/**
 * The clock the browser binding runs on. It lives beside the Web Bluetooth binding because it
 * is the package's only other use of a host timer: codec, sync and simulator take a `Clock`.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) =>
    new Promise<void>((resolve) => {
      setTimeout(resolve, ms);
    }),
};
