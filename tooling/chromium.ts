import { statfsSync } from 'node:fs';

/**
 * Playwright's own `--disable-features` list (playwright-core's chromiumSwitches, 1.65), which a
 * second `--disable-features` replaces rather than extends (Chromium keeps the last one), plus the
 * omnibox popups Chromium 156 builds in every new window even when headless: two WebUI renderers
 * per browser context, a tenth of the browser's CPU in the end-to-end suite (docs/benchmarks.md).
 */
const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/**
 * Playwright starts Chromium with `--disable-dev-shm-usage`, for containers whose /dev/shm is 64 MB:
 * shared memory then goes to files in /tmp, on this machine a disk, which cost a tenth of the
 * suite's CPU in the kernel. Where /dev/shm is a tmpfs of 1 GB or more, Chromium uses it.
 */
function sharedMemoryIsRoomy(): boolean {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks >= 1024 ** 3;
  } catch {
    return false;
  }
}

/**
 * How every test tool here starts Debian's Chromium (test tools cannot download their own browser
 * here, docs/toolchain.md): headless, no GPU, nothing reaching out to the network on its own.
 */
export function chromiumLaunchOptions(extraArgs: string[] = []) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ignoreDefaultArgs: sharedMemoryIsRoomy() ? ['--disable-dev-shm-usage'] : [],
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      `--disable-features=${disabledFeatures.join(',')}`,
      // No GPU here, so the GPU process only composits in software: its thread inside the browser
      // process, compositing without it, and one raster thread on two cores. Together a sixth less
      // CPU and wall time for the same end-to-end tests (docs/benchmarks.md, 2026-11-29).
      '--in-process-gpu',
      '--disable-gpu-compositing',
      '--num-raster-threads=1',
      ...extraArgs,
    ],
  };
}
