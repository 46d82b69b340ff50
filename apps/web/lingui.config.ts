import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Italian is the source language (the spec's words); English is the second catalog.
export default defineConfig({
  sourceLocale: 'it',
  locales: ['it', 'en'],
  fallbackLocales: { default: 'it' },
  // No line numbers: catalogs change only when messages do.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/routeTree.gen.ts'],
    },
  ],
});
