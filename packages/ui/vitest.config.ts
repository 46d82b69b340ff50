import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { chromiumBrowser } from '../../tooling/vitest-browser.ts';

export default defineProject({
  plugins: [react(), tailwindcss()],
  test: {
    name: 'ui',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    browser: chromiumBrowser(),
  },
});
