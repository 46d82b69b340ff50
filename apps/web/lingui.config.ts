import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Texts of the pages seen before signing in: loaded with the login page.
const publicSources = [
  '<rootDir>/src/routes/_public.tsx',
  '<rootDir>/src/routes/_public',
  '<rootDir>/src/features/auth/components',
  '<rootDir>/src/features/shell/components/public-layout.tsx',
  '<rootDir>/src/features/shell/components/language-select.tsx',
  '<rootDir>/src/features/shell/components/support-contact.tsx',
  // Shown on any unknown address, before the signed-in catalog may have loaded.
  '<rootDir>/src/features/shell/components/not-found.tsx',
];

// Texts of the identity pages (registration, password reset, account security), in a catalog of
// their own so that neither the login page nor the signed-in pages carry them.
const identitySources = ['<rootDir>/src/features/identity'];

// The doctor's page of a share link (issue #22): public, but not for the login page to carry.
const shareSources = ['<rootDir>/src/routes/_public/condivisione'];

// Texts of the admin area (issue 25): loaded only when an /admin page opens, so they weigh on
// no patient page.
const adminSources = [
  '<rootDir>/src/routes/_auth/admin.tsx',
  '<rootDir>/src/routes/_auth/admin',
  '<rootDir>/src/features/admin',
];

// Texts of the exams page (issue #19): loaded by /Registro/Esami only, so the record page's
// budget does not carry them.
const examsSources = ['<rootDir>/src/routes/_auth/Registro/Esami.tsx', '<rootDir>/src/features/exams'];
// The affiliated centres page (issue #19): loaded by that page only.
const centresSources = ['<rootDir>/src/routes/_auth/centriConvezionati', '<rootDir>/src/features/centres'];
// The privacy notice and the cookie page (issue #24): long texts loaded by those two pages only.
const privacySources = ['<rootDir>/src/features/privacy'];

// The pages with the most texts, each in a catalog its own pages load (src/lib/i18n.ts), so that
// the record page and the rest of the signed-in app do not carry them (issue #38: the catalogue of
// messages was 12.5 kB gzip of the record page's JavaScript).
const therapiesSources = [
  '<rootDir>/src/features/therapies',
  '<rootDir>/src/routes/_auth/Registro/Farmaci.tsx',
  '<rootDir>/src/routes/_auth/farmacoDetails',
  // The data sources page lists the drug databases the therapies use.
  '<rootDir>/src/routes/_auth/fonti.tsx',
];
const calculatorsSources = [
  '<rootDir>/src/features/calculators',
  '<rootDir>/src/routes/_auth/calcolatricemedica',
];
const anamnesisSources = [
  '<rootDir>/src/features/anamnesis',
  '<rootDir>/src/routes/_auth/Registro/Anamnesi.tsx',
];
const filesSources = [
  '<rootDir>/src/features/files',
  '<rootDir>/src/features/devices',
  '<rootDir>/src/routes/_auth/Registro/File.tsx',
];
const vaccinationsSources = [
  '<rootDir>/src/features/vaccinations',
  '<rootDir>/src/routes/_auth/Registro/Vaccini.tsx',
];
const accountSources = [
  '<rootDir>/src/features/account',
  '<rootDir>/src/routes/_auth/account.tsx',
  '<rootDir>/src/routes/_auth/account_/Consensi.tsx',
  '<rootDir>/src/routes/_auth/Registro/Paypal.tsx',
];
const featureCatalogs = {
  therapies: therapiesSources,
  calculators: calculatorsSources,
  anamnesis: anamnesisSources,
  files: filesSources,
  vaccinations: vaccinationsSources,
  account: accountSources,
};

// Italian is the source language (the spec's words); English is the second catalog. Two
// catalogs per language: `public` for the pages before signing in (kept small for the login
// page's size budget) and `messages` for everything behind the sign-in.
export default defineConfig({
  sourceLocale: 'it',
  locales: ['it', 'en'],
  fallbackLocales: { default: 'it' },
  // No line numbers: catalogs change only when messages do.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/public',
      include: publicSources,
      exclude: ['**/*.test.*', ...shareSources],
    },
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/*.test.*',
        '**/routeTree.gen.ts',
        ...publicSources,
        ...identitySources,
        ...shareSources,
        ...adminSources,
        ...examsSources,
        ...centresSources,
        ...privacySources,
        ...Object.values(featureCatalogs).flat(),
      ],
    },
    // Registration, password reset and account security (issue #23): loaded by their own pages only.
    {
      path: '<rootDir>/src/locales/{locale}/identity',
      include: identitySources,
      exclude: ['**/*.test.*'],
    },
    // The doctor's page of a share link: loaded by that page only.
    {
      path: '<rootDir>/src/locales/{locale}/share',
      include: shareSources,
      exclude: ['**/*.test.*'],
    },
    // The admin area (issue #25): loaded when an /admin page opens.
    {
      path: '<rootDir>/src/locales/{locale}/admin',
      include: adminSources,
      exclude: ['**/*.test.*'],
    },
    // The exams page (issue #19): loaded when /Registro/Esami opens.
    {
      path: '<rootDir>/src/locales/{locale}/exams',
      include: examsSources,
      exclude: ['**/*.test.*'],
    },
    // The affiliated centres page (issue #19): loaded when /centriConvezionati opens.
    {
      path: '<rootDir>/src/locales/{locale}/centres',
      include: centresSources,
      exclude: ['**/*.test.*'],
    },
    // The privacy notice and the cookie page (issue #24): loaded by those pages only.
    {
      path: '<rootDir>/src/locales/{locale}/privacy',
      include: privacySources,
      exclude: ['**/*.test.*'],
    },
    // The therapies, calculators, anamnesis, files, vaccinations and account pages: each catalog
    // loaded by its own pages' loaders.
    ...Object.entries(featureCatalogs).map(([name, include]) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include,
      exclude: ['**/*.test.*'],
    })),
  ],
});
