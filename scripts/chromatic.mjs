#!/usr/bin/env node
// Publishes Storybook to Chromatic for visual review. Chromatic needs its cloud: without a
// project token this does nothing, and it never runs without a time limit (offline it retries
// for ever; docs/toolchain.md). Local visual tests are the Vitest browser screenshots.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: no CHROMATIC_PROJECT_TOKEN set; skipping (visual tests run locally with Vitest screenshots).',
  );
  process.exit(0);
}
const result = spawnSync(
  'timeout',
  ['600', 'pnpm', 'exec', 'chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
