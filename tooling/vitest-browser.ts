import { playwright } from '@vitest/browser-playwright';

/**
 * A fresh Chromium browser config for a Vitest project. Vitest mutates `instances`, so every
 * project must get its own object (docs/toolchain.md). Debian's Chromium is used because
 * test tools cannot download their own browser here.
 */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--headless',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
          '--font-render-hinting=none',
        ],
      },
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
