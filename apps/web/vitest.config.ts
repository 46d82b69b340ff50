import { defineProject } from 'vitest/config';
import { chromiumBrowser } from '../../tooling/vitest-browser.ts';

// The web app's unit tests run in Chromium: real localStorage, real DOM.
export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    browser: chromiumBrowser(),
  },
});
