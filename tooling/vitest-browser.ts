import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './chromium.ts';

/**
 * A fresh Chromium browser config for a Vitest project. Vitest mutates `instances`, so every
 * project must get its own object (docs/toolchain.md). Chromium starts as in the end-to-end
 * suite (chromium.ts).
 */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: chromiumLaunchOptions(['--headless', '--font-render-hinting=none']),
    }),
    instances: [{ browser: 'chromium' as const, viewport: { width: 1024, height: 768 } }],
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        // Chromium builds anti-alias glyph edges a little differently (20 pixels of a dialog
        // moved between two Debian updates). Pixelmatch already skips pixels it recognises as
        // anti-aliasing; on top, a slightly looser colour threshold and at most 0.2 % of the
        // pixels may differ, far below what a changed colour, border or layout produces.
        comparatorOptions: { threshold: 0.15, allowedMismatchedPixelRatio: 0.002 },
      },
    },
  };
}

/**
 * How long `expect.element` and `expect.poll` retry in the browser projects. Vitest's one second
 * is too short on a loaded 2-core machine, where a click alone took 3 to 9 s in a fresh clone's
 * run (a dialog's screenshot assertion gave up after 1.2 s there); a passing assertion returns
 * as soon as it holds, so only a failing one waits the whole time.
 */
export const browserExpect = { poll: { timeout: 15_000 } };
