import { configDefaults } from 'vitest/config';
import { SlowFirstSequencer } from '../../tooling/vitest-sequencer.ts';
import { maxWorkers } from '../../tooling/vitest-workers.ts';
import api from './vitest.config.ts';

/**
 * The API files `npm test` runs a second time on PostgreSQL (DATABASE_URL set by
 * scripts/postgres.mjs): those whose code reaches what differs between PGlite and PostgreSQL:
 * the migrations, the seed, prepared statements and advisory locks (src/db), the services, which
 * own the transactions, the one access policy's queries, and the routes whose service or
 * repository holds a transaction, a lock or a unique constraint a test runs into (sign-in and its
 * throttles, identity, accounts and their deletion, second factors, OpenID, share links and their
 * PINs, doctors' confirmations, the mail caps, subscriptions, exams with attachments, files and
 * devices, the export, admin). Not the data folder's lock: only PGlite has a data folder, and its
 * test starts its servers on PGlite whatever the lane. PGlite runs every file (decision 0511, "The
 * PostgreSQL run").
 * Any file runs on PostgreSQL alone with the README's command.
 */
const postgresSuite = [
  'src/db/**/*.test.ts',
  'src/services/**/*.test.ts',
  'src/middleware/access.test.ts',
  ...[
    'account',
    'account-deletion',
    'account-security',
    'admin',
    'data-export',
    'devices',
    'doctors',
    'exam-attachments',
    'exams',
    'files',
    'identity',
    'mail',
    'oidc',
    'patient',
    'patient-edit',
    'second-factor',
    'security',
    'share-links',
    'subscriptions',
    'user',
  ].map((name) => `src/routes/${name}.test.ts`),
];

// Replaced, not merged: Vitest's mergeConfig would append the list to the full one. Run from the
// repository's root by `npm test`: the paths above are this folder's.
export default {
  ...api,
  root: import.meta.dirname,
  test: {
    ...api.test,
    include: postgresSuite,
    exclude: [...configDefaults.exclude, 'src/db/lock.test.ts'],
    silent: 'passed-only',
    maxWorkers,
    // Run as a root config of its own, so the root's sequencer does not reach it: without it, the
    // two slowest files here (identity, lock) started halfway and ran alone at the end (CI, 2026-11-29).
    sequence: { sequencer: SlowFirstSequencer },
  },
};
